import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setEnv } from '../../tests/support/env.ts';
import {
  adminEmails,
  environmentProblems,
  esimGoSettings,
  readEnv,
  signingSecret,
  simulatedProviderSettings,
  smtpUrl,
  type EnvName,
} from './env.ts';
import { ENV_VARIABLES } from './env-variables.ts';

const ALL_UNSET = Object.fromEntries(Object.keys(ENV_VARIABLES).map((name) => [name, undefined]));
let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = setEnv(ALL_UNSET);
});
afterEach(() => {
  vi.restoreAllMocks();
  restoreEnv();
});

describe('reading a variable', () => {
  test('reads the value at each call, never a copy taken at import', () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    expect(smtpUrl()).toBe('smtp://127.0.0.1:2525');
    process.env.SMTP_URL = 'smtps://mail.example:465';
    expect(smtpUrl()).toBe('smtps://mail.example:465');
  });

  test('an unset or blank variable gives its declared default, and surrounding spaces are ignored', () => {
    const localPhone = { installAfterMs: 120_000, bytesPerMinute: 50_000_000 };
    expect(simulatedProviderSettings()).toEqual({
      latencyMs: 300,
      failureRate: 0,
      usage: localPhone,
    });
    Object.assign(process.env, {
      SIMULATED_PROVIDER_LATENCY_MS: '  ',
      SIMULATED_PROVIDER_FAILURE_RATE: ' 0.25 ',
      SIMULATED_DATA_MB_PER_MINUTE: ' 7 ',
    });
    expect(simulatedProviderSettings()).toEqual({
      latencyMs: 300,
      failureRate: 0.25,
      usage: { ...localPhone, bytesPerMinute: 7_000_000 },
    });
    expect(esimGoSettings()).toEqual({
      baseUrl: 'https://api.esim-go.com/v2.4',
      timeoutMs: 15_000,
    });
    expect(adminEmails()).toEqual([]);
  });
});

describe('a malformed value fails with its name', () => {
  test.each([
    'not a url',
    'https://user:s3cret-pass@mail.example:587',
    'smtp//user:s3cret-pass@mail.example',
  ])('SMTP_URL %s is refused without repeating it', (value) => {
    process.env.SMTP_URL = value;
    expect(() => smtpUrl()).toThrow(
      'Environment variable SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => smtpUrl()).not.toThrow(/s3cret/);
  });

  test('a SIGNING_SECRET shorter than 32 characters is refused in production, as everywhere', () => {
    Object.assign(process.env, {
      CONTEXT: 'production',
      SIGNING_SECRET: 'thirty-one-characters-is-short!',
    });
    expect(() => signingSecret()).toThrow(
      'Environment variable SIGNING_SECRET must be at least 32 characters',
    );
    process.env.CONTEXT = 'dev';
    expect(() => signingSecret()).toThrow('SIGNING_SECRET');
    process.env.SIGNING_SECRET = 'exactly-thirty-two-characters-ok';
    expect(signingSecret()).toBe('exactly-thirty-two-characters-ok');
  });

  test('a missing SIGNING_SECRET is refused in every Netlify context, and made up only locally', () => {
    for (const context of ['production', 'deploy-preview', 'branch-deploy']) {
      process.env.CONTEXT = context;
      expect(() => signingSecret()).toThrow('Missing environment variable SIGNING_SECRET');
    }
    process.env.CONTEXT = 'dev';
    expect(signingSecret().length).toBeGreaterThanOrEqual(32);
  });

  test('ADMIN_EMAILS with an entry that is not an e-mail address is refused, not read as "no admins"', () => {
    process.env.ADMIN_EMAILS = 'owner@roamly.example, the boss';
    expect(() => adminEmails()).toThrow(
      'Environment variable ADMIN_EMAILS must be comma-separated e-mail addresses',
    );
    process.env.ADMIN_EMAILS = ' Owner@Roamly.example, ,second@roamly.example ';
    expect(adminEmails()).toEqual(['Owner@Roamly.example', 'second@roamly.example']);
  });

  test.each([
    ['ESIMGO_TIMEOUT_MS', '0'],
    ['ESIMGO_TIMEOUT_MS', '1.5'],
    ['SIMULATED_PROVIDER_LATENCY_MS', '-1'],
    ['SIMULATED_PROVIDER_FAILURE_RATE', '50%'],
    ['SIMULATED_PROVIDER_FAILURE_RATE', '2'],
    ['PORT', '70000'],
    ['ESIMGO_BASE_URL', 'api.esim-go.com'],
    ['SITE_URL', 'roamly.example'],
    ['SUPPORT_EMAIL', 'support'],
    ['STRIPE_WEBHOOK_SECRET', 'sk_test_pasted_in_the_wrong_box'],
  ] as const)('%s=%s is refused, naming it', (name, value) => {
    process.env[name] = value;
    expect(() => readEnv(name)).toThrow(`Environment variable ${name} must be`);
  });
});

describe('the check `npm start` runs before anything starts', () => {
  test('finds nothing wrong in an empty environment: every variable has a local default', () => {
    expect(environmentProblems()).toEqual([]);
  });

  test('names every malformed variable at once', () => {
    const problems = environmentProblems({
      SMTP_URL: 'mail.example',
      ADMIN_EMAILS: 'nobody',
      PORT: 'eighty',
      CONTEXT: 'production',
    });
    expect(problems).toEqual([
      expect.stringContaining('Environment variable PORT must be'),
      expect.stringContaining('Environment variable ADMIN_EMAILS must be'),
      expect.stringContaining('Environment variable SMTP_URL must be'),
    ]);
  });

  test('never repeats a value, which may be a secret', () => {
    const secretLooking = Object.fromEntries(
      Object.keys(ENV_VARIABLES).map((name) => [name, `s3cret-${name} value`]),
    );
    const problems = environmentProblems(secretLooking);
    expect(problems.length).toBeGreaterThan(5);
    for (const problem of problems) expect(problem).not.toContain('s3cret');
    for (const name of Object.keys(ENV_VARIABLES) as EnvName[])
      expect(() => readEnv(name, secretLooking)).not.toThrow(/s3cret/);
  });
});
