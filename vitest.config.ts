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
    // A timeout catches a hang; it is no speed test. Password hashing at the production cost takes
    // 0.3-3 s per hash on a busy two-core machine, and several tests hash ten times or more (one
    // took 17.6 s of the old 20). Hooks register customers, so they get as long.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time on two cores: the function tests spend much of their time waiting on the
    // local Blobs server, scrypt's thread pool and timers. Measured on this machine (all files):
    // 298 s with one at a time (vitest's default here, cores less one), 188 s with two, 155 s with
    // three, 162 s with four.
    maxWorkers: 3,
    // Every handler call logs its request line (src/lib/request-log.ts); tests read them through spies.
    onConsoleLog: (log) => !log.startsWith('{"requestId"'),
  },
});
