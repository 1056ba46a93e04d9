import { describe, expect, test } from 'vitest';
import { environmentProblems, passwordHashCost, providerCallPace } from './env.ts';

/** The settings only a test run may take: each variable's value `test`, and its reader. */
describe.each([
  { name: 'PASSWORD_HASH_COST', read: passwordHashCost, production: 'the production cost' },
  {
    name: 'PROVIDER_CALL_PACE',
    read: providerCallPace,
    production: 'the production pace (once a minute)',
  },
])('the test-only $name', ({ name, read, production }) => {
  const TEST_VALUE = { [name]: 'test' };
  const REFUSAL = new RegExp(
    `${name}=test is for the test suite only \\(vitest and \`npm run start:test\`\\).*Unset it`,
  );

  test.each(['production', 'deploy-preview', 'branch-deploy', 'dev'])(
    'is refused in the Netlify context %s',
    (context) => {
      expect(() =>
        read({ ...TEST_VALUE, CONTEXT: context, NETLIFY: 'true', SITE_ID: 'site' }),
      ).toThrow(REFUSAL);
    },
  );

  test.each(['start', 'serve', 'build', 'prebuild', 'dev'])(
    'is refused under `npm run %s`',
    (script) => {
      expect(() => read({ ...TEST_VALUE, npm_lifecycle_event: script })).toThrow(REFUSAL);
    },
  );

  test('is refused by the check `npm start` runs before anything starts', () => {
    expect(environmentProblems({ ...TEST_VALUE, npm_lifecycle_event: 'start' })).toEqual([
      expect.stringMatching(REFUSAL),
    ]);
  });

  test('is taken by vitest and by the browser tests’ server (`npm run start:test`)', () => {
    expect(read({ ...TEST_VALUE, VITEST: 'true' })).toBe('test');
    expect(read({ ...TEST_VALUE, npm_lifecycle_event: 'start:test' })).toBe('test');
    expect(environmentProblems({ ...TEST_VALUE, npm_lifecycle_event: 'start:test' })).toEqual([]);
  });

  test(`${production} is the default, everywhere`, () => {
    expect(read({})).toBe('production');
    expect(read({ [name]: 'production', CONTEXT: 'production', ESIMGO_API_KEY: 'live-key' })).toBe(
      'production',
    );
  });

  test('any other value is malformed, named once', () => {
    expect(() => read({ [name]: 'cheap', VITEST: 'true' })).toThrow(
      `Environment variable ${name} must be production or test`,
    );
    expect(environmentProblems({ [name]: 'cheap' })).toEqual([
      `Environment variable ${name} must be production or test`,
    ]);
  });
});

test('the test-only provider call pace is refused beside an eSIM Go key, even in a test run: its limits are real', () => {
  const BESIDE_ESIMGO = /PROVIDER_CALL_PACE=test is for the simulated provider only.*Unset it/;
  expect(() =>
    providerCallPace({ PROVIDER_CALL_PACE: 'test', VITEST: 'true', ESIMGO_API_KEY: 'sandbox-key' }),
  ).toThrow(BESIDE_ESIMGO);
  expect(
    environmentProblems({
      PROVIDER_CALL_PACE: 'test',
      npm_lifecycle_event: 'start:test',
      ESIMGO_API_KEY: 'sandbox-key',
    }),
  ).toEqual([expect.stringMatching(BESIDE_ESIMGO)]);
});
