import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ENV_VARIABLES, type EnvVariable } from '../src/lib/env-variables.ts';
import { localDefault, README, renderEnvironmentTable, withEnvironmentTable } from './env-table.ts';

const readme = readFileSync(README, 'utf8');

/** The README table's rows as [variable, local default], read back from the markdown. */
function readmeRows(): [string, string][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| variable |'));
  const rows: [string, string][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\) \| /)
      .map((cell) => cell.trim());
    rows.push([cells[0]!.replaceAll('`', ''), cells[3]!]);
  }
  return rows;
}

describe("the README's Environment table", () => {
  test('is the one rendered from src/lib/env-variables.ts (run scripts/env-table.ts after changing a variable)', () => {
    expect(
      withEnvironmentTable(readme),
      'README.md is out of date: node --experimental-strip-types scripts/env-table.ts',
    ).toBe(readme);
    expect(readme).toContain(renderEnvironmentTable());
  });

  test('lists every declared variable once, with its default, and no other variable', () => {
    const declared = Object.entries(ENV_VARIABLES).map(
      ([name, variable]: [string, EnvVariable]) => [name, localDefault(variable)],
    );
    expect(readmeRows()).toEqual(declared);
  });

  test("shows a schema's default as the value an unset variable reads", () => {
    expect(localDefault(ENV_VARIABLES.ESIMGO_TIMEOUT_MS)).toBe('`15000`');
    expect(localDefault(ENV_VARIABLES.SIMULATED_PROVIDER_FAILURE_RATE)).toBe('`0`');
    expect(localDefault(ENV_VARIABLES.SMTP_URL)).toBe('unset: the local outbox');
    expect(localDefault(ENV_VARIABLES.STRIPE_SECRET_KEY)).toBe('unset');
  });
});
