import { describe, expect, test } from 'vitest';
import { environmentProblems, providerCallPace } from './env.ts';

const TEST_PACE = { PROVIDER_CALL_PACE: 'test' };
const REFUSAL = /PROVIDER_CALL_PACE=test is for the test suite only \(vitest and `npm run start:test`\).*Unset it/;
const BESIDE_ESIMGO = /PROVIDER_CALL_PACE=test is for the simulated provider only.*Unset it/;

describe('the test-only provider call pace', () => {
  test.each(['production', 'deploy-preview', 'branch-deploy', 'dev'])('is refused in the Netlify context %s', (context) => {
    expect(() => providerCallPace({ ...TEST_PACE, CONTEXT: context, NETLIFY: 'true', SITE_ID: 'site' })).toThrow(REFUSAL);
  });

  test.each(['start', 'serve', 'build', 'prebuild', 'dev'])('is refused under `npm run %s`', (script) => {
    expect(() => providerCallPace({ ...TEST_PACE, npm_lifecycle_event: script })).toThrow(REFUSAL);
  });

  test('is refused by the check `npm start` runs before anything starts', () => {
    expect(environmentProblems({ ...TEST_PACE, npm_lifecycle_event: 'start' })).toEqual([expect.stringMatching(REFUSAL)]);
  });

  test('is refused beside an eSIM Go key, even in a test run: its limits are real', () => {
    expect(() => providerCallPace({ ...TEST_PACE, VITEST: 'true', ESIMGO_API_KEY: 'sandbox-key' })).toThrow(BESIDE_ESIMGO);
    expect(environmentProblems({ ...TEST_PACE, npm_lifecycle_event: 'start:test', ESIMGO_API_KEY: 'sandbox-key' })).toEqual([
      expect.stringMatching(BESIDE_ESIMGO),
    ]);
  });

  test('is taken by vitest and by the browser tests’ server (`npm run start:test`)', () => {
    expect(providerCallPace({ ...TEST_PACE, VITEST: 'true' })).toBe('test');
    expect(providerCallPace({ ...TEST_PACE, npm_lifecycle_event: 'start:test' })).toBe('test');
    expect(environmentProblems({ ...TEST_PACE, npm_lifecycle_event: 'start:test' })).toEqual([]);
  });

  test('the production pace (once a minute) is the default, everywhere', () => {
    expect(providerCallPace({})).toBe('production');
    expect(providerCallPace({ PROVIDER_CALL_PACE: 'production', CONTEXT: 'production', ESIMGO_API_KEY: 'live-key' })).toBe('production');
  });

  test('any other value is malformed, named once', () => {
    expect(() => providerCallPace({ PROVIDER_CALL_PACE: 'fast', VITEST: 'true' })).toThrow(
      'Environment variable PROVIDER_CALL_PACE must be production or test',
    );
    expect(environmentProblems({ PROVIDER_CALL_PACE: 'fast' })).toEqual(['Environment variable PROVIDER_CALL_PACE must be production or test']);
  });
});
