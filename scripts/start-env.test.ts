import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const START = fileURLToPath(new URL('start.ts', import.meta.url));

test('`npm start` refuses a malformed variable before anything starts, naming it without its value', () => {
  const started = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', START, '--no-build'],
    {
      env: {
        ...process.env,
        SMTP_URL: 'mail.example:587 s3cret',
        ADMIN_EMAILS: 'owner@roamly.example, the boss',
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('Roamly cannot start');
  expect(started.stderr).toContain(
    'Environment variable SMTP_URL must be an smtp:// or smtps:// URL',
  );
  expect(started.stderr).toContain(
    'Environment variable ADMIN_EMAILS must be comma-separated e-mail addresses',
  );
  expect(started.stderr).not.toContain('s3cret');
});

test.each(['PASSWORD_HASH_COST', 'PROVIDER_CALL_PACE'])(
  '`npm start` refuses the test-only %s before anything starts',
  (name) => {
    // This process's environment without vitest's marks and test-only settings, then the one
    // tested.
    const fromTests = (variable: string) =>
      variable.startsWith('VITEST') ||
      variable === 'PASSWORD_HASH_COST' ||
      variable === 'PROVIDER_CALL_PACE';
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([variable]) => !fromTests(variable)),
    );
    const started = spawnSync(
      process.execPath,
      ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', START, '--no-build'],
      {
        env: { ...env, [name]: 'test', npm_lifecycle_event: 'start' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Roamly cannot start');
    expect(started.stderr).toContain(
      `Environment variable ${name}=test is for the test suite only`,
    );
  },
);
