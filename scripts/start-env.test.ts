import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const START = fileURLToPath(new URL('start.ts', import.meta.url));

test('`npm start` refuses a malformed variable before anything starts, naming it without its value', () => {
  const started = spawnSync(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', START, '--no-build'], {
    env: { ...process.env, SMTP_URL: 'mail.example:587 s3cret', ADMIN_EMAILS: 'owner@roamly.example, the boss' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('Roamly cannot start');
  expect(started.stderr).toContain('Environment variable SMTP_URL must be an smtp:// or smtps:// URL');
  expect(started.stderr).toContain('Environment variable ADMIN_EMAILS must be comma-separated e-mail addresses');
  expect(started.stderr).not.toContain('s3cret');
});

test('`npm start` refuses the test-only password cost before anything starts', () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const started = spawnSync(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', START, '--no-build'], {
    env: { ...env, PASSWORD_HASH_COST: 'test', npm_lifecycle_event: 'start' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('Roamly cannot start');
  expect(started.stderr).toContain('Environment variable PASSWORD_HASH_COST=test is for the test suite only');
});

test('`npm start` refuses the test-only provider call pace before anything starts', () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const started = spawnSync(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', START, '--no-build'], {
    env: { ...env, PROVIDER_CALL_PACE: 'test', npm_lifecycle_event: 'start' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('Roamly cannot start');
  expect(started.stderr).toContain('Environment variable PROVIDER_CALL_PACE=test is for the test suite only');
});
