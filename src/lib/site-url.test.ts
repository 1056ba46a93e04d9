import { afterEach, describe, expect, test } from 'vitest';
import { setEnv } from '../../tests/support/env.ts';
import { siteUrl } from './env.ts';

const UNSET = {
  SITE_URL: undefined,
  URL: undefined,
  DEPLOY_PRIME_URL: undefined,
  CONTEXT: undefined,
  PORT: undefined,
};
let restore = () => {};
afterEach(() => restore());
function withEnv(values: Partial<Record<keyof typeof UNSET, string>>): void {
  restore();
  restore = setEnv({ ...UNSET, ...values });
}

describe('the site address for links in mails and calls to our own functions', () => {
  test('production links go to the main address, without any path', () => {
    withEnv({
      CONTEXT: 'production',
      URL: 'https://roamly.example/',
      DEPLOY_PRIME_URL: 'https://main--roamly.netlify.app',
    });
    expect(siteUrl()).toBe('https://roamly.example');
  });

  test("a deploy preview links to itself, never to production's site", () => {
    withEnv({
      CONTEXT: 'deploy-preview',
      URL: 'https://roamly.example',
      DEPLOY_PRIME_URL: 'https://deploy-preview-42--roamly.netlify.app',
    });
    expect(siteUrl()).toBe('https://deploy-preview-42--roamly.netlify.app');
  });

  test('SITE_URL wins in every context', () => {
    withEnv({
      CONTEXT: 'branch-deploy',
      SITE_URL: 'https://staging.roamly.example',
      DEPLOY_PRIME_URL: 'https://staging--roamly.netlify.app',
    });
    expect(siteUrl()).toBe('https://staging.roamly.example');
  });

  test('locally it is this machine on PORT; production without an address refuses to guess', () => {
    withEnv({ PORT: '8899' });
    expect(siteUrl()).toBe('http://localhost:8899');
    withEnv({ CONTEXT: 'production' });
    expect(() => siteUrl()).toThrow(/URL/);
  });
});
