import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    // Every handler call logs its request line (src/lib/request-log.ts); tests read them through spies.
    onConsoleLog: (log) => !log.startsWith('{"requestId"'),
  },
});
