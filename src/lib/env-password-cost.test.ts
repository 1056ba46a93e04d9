import { describe, expect, test } from 'vitest';
import { environmentProblems, passwordHashCost } from './env.ts';

const TEST_COST = { PASSWORD_HASH_COST: 'test' };
const REFUSAL = /PASSWORD_HASH_COST=test is for the test suite only \(vitest and `npm run start:test`\).*Unset it/;

describe('the test-only password cost', () => {
  test.each(['production', 'deploy-preview', 'branch-deploy', 'dev'])('is refused in the Netlify context %s', (context) => {
    expect(() => passwordHashCost({ ...TEST_COST, CONTEXT: context, NETLIFY: 'true', SITE_ID: 'site' })).toThrow(REFUSAL);
  });

  test.each(['start', 'serve', 'build', 'prebuild', 'dev'])('is refused under `npm run %s`', (script) => {
    expect(() => passwordHashCost({ ...TEST_COST, npm_lifecycle_event: script })).toThrow(REFUSAL);
  });

  test('is refused by the check `npm start` runs before anything starts', () => {
    expect(environmentProblems({ ...TEST_COST, npm_lifecycle_event: 'start' })).toEqual([expect.stringMatching(REFUSAL)]);
  });

  test('is taken by vitest and by the browser tests’ server (`npm run start:test`)', () => {
    expect(passwordHashCost({ ...TEST_COST, VITEST: 'true' })).toBe('test');
    expect(passwordHashCost({ ...TEST_COST, npm_lifecycle_event: 'start:test' })).toBe('test');
    expect(environmentProblems({ ...TEST_COST, npm_lifecycle_event: 'start:test' })).toEqual([]);
  });

  test('the production cost is the default, everywhere', () => {
    expect(passwordHashCost({})).toBe('production');
    expect(passwordHashCost({ PASSWORD_HASH_COST: 'production', CONTEXT: 'production' })).toBe('production');
  });

  test('any other value is malformed, named once', () => {
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: 'cheap', VITEST: 'true' })).toThrow(
      'Environment variable PASSWORD_HASH_COST must be production or test',
    );
    expect(environmentProblems({ PASSWORD_HASH_COST: 'cheap' })).toEqual(['Environment variable PASSWORD_HASH_COST must be production or test']);
  });
});
