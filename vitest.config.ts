import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Passwords hashed at N=2^10, not 2^17: the suite signs up hundreds of customers. The tests of
    // hashing and of same-time answers set the production cost themselves (src/lib/env.ts refuses
    // the test cost outside a test run).
    env: { PASSWORD_HASH_COST: 'test' },
    // A timeout catches a hang; it is no speed test. Password hashing at the production cost (the
    // tests that opt in to it) takes 0.3-3 s per hash on a busy two-core machine, and several of
    // them hash ten times or more. Hooks register customers, so they get as long.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time on two cores: the function tests mostly wait on the local Blobs server
    // and timers. All files back to back on this machine: 109 s with two, 92 s with three, 95 s
    // with four (Vitest's default here is one, the cores less one).
    maxWorkers: 3,
    // Every handler call logs its request line (src/lib/request-log.ts); tests read them through
    // spies.
    onConsoleLog: (log) => !log.startsWith('{"requestId"'),
  },
});
