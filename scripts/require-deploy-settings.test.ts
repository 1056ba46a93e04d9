import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * This process's environment as a shell outside the test run has it: vitest's marks and test cost
 * removed.
 */
function outsideTests(values: Record<string, string>): NodeJS.ProcessEnv {
  const fromTests = (name: string) =>
    name.startsWith('VITEST') ||
    name.startsWith('npm_') ||
    name === 'PASSWORD_HASH_COST' ||
    name === 'PROVIDER_CALL_PACE' ||
    name === 'BUILD_LANGUAGES';
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !fromTests(name)));
  return { ...env, ...values };
}

test.each(['PASSWORD_HASH_COST', 'PROVIDER_CALL_PACE'])(
  'the deploy build (`npm run build`) refuses the test-only %s before it builds anything',
  (name) => {
    // `npm run prebuild` runs the step `npm run build` runs first, and nothing after it.
    const build = spawnSync('npm', ['run', 'prebuild'], {
      cwd: root,
      env: outsideTests({ [name]: 'test', NETLIFY: 'true', CONTEXT: 'production' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.status).toBe(1);
    expect(build.stderr).toContain(
      `Roamly cannot be built for a deploy. Environment variable ${name}=test is for the test suite only`,
    );
  },
);

test("the deploy build refuses BUILD_LANGUAGES=en, npm start's English-only first build", () => {
  const build = spawnSync('npm', ['run', 'prebuild'], {
    cwd: root,
    env: outsideTests({ BUILD_LANGUAGES: 'en', NETLIFY: 'true', CONTEXT: 'production' }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(build.status).toBe(1);
  expect(build.stderr).toContain(
    'Roamly cannot be built for a deploy. Environment variable BUILD_LANGUAGES=en builds the English pages only',
  );
});

test('the deploy build goes on at the production cost', () => {
  const build = spawnSync('npm', ['run', 'prebuild'], {
    cwd: root,
    env: outsideTests({ NETLIFY: 'true' }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(build.status, build.stderr).toBe(0);
});
