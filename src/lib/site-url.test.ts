import { afterEach, describe, expect, test } from 'vitest';
import { siteUrl } from './env.ts';

const NAMES = ['SITE_URL', 'URL', 'DEPLOY_PRIME_URL', 'CONTEXT', 'PORT'] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>): void {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
}

describe('the site address for links in mails and calls to our own functions', () => {
  test('production links go to the main address, without any path', () => {
    withEnv({ CONTEXT: 'production', URL: 'https://roamly.example/', DEPLOY_PRIME_URL: 'https://main--roamly.netlify.app' });
    expect(siteUrl()).toBe('https://roamly.example');
  });

  test("a deploy preview links to itself, never to production's site", () => {
    withEnv({ CONTEXT: 'deploy-preview', URL: 'https://roamly.example', DEPLOY_PRIME_URL: 'https://deploy-preview-42--roamly.netlify.app' });
    expect(siteUrl()).toBe('https://deploy-preview-42--roamly.netlify.app');
  });

  test('SITE_URL wins in every context', () => {
    withEnv({ CONTEXT: 'branch-deploy', SITE_URL: 'https://staging.roamly.example', DEPLOY_PRIME_URL: 'https://staging--roamly.netlify.app' });
    expect(siteUrl()).toBe('https://staging.roamly.example');
  });

  test('locally it is this machine on PORT; production without an address refuses to guess', () => {
    withEnv({ PORT: '8899' });
    expect(siteUrl()).toBe('http://localhost:8899');
    withEnv({ CONTEXT: 'production' });
    expect(() => siteUrl()).toThrow(/URL/);
  });
});
