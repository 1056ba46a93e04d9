/**
 * The README's Environment table, rendered from the declarations in src/lib/env-variables.ts so the
 * two never drift (env-table.test.ts fails when they do). After changing a variable, run
 * `node --experimental-strip-types scripts/env-table.ts`: it rewrites the table in place.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENV_VARIABLES, type EnvVariable } from '../src/lib/env-variables.ts';

export const README = fileURLToPath(new URL('../README.md', import.meta.url));
const HEADER =
  '| variable | used by | meaning | local default | on Netlify: production / previews and branches |';

/**
 * The local default column: the schema's own default, else what happens when the variable is unset.
 */
export function localDefault(variable: EnvVariable): string {
  const parsed = variable.schema.safeParse(undefined);
  if (parsed.success && parsed.data !== undefined) return `\`${String(parsed.data)}\``;
  return variable.whenUnset ?? 'unset';
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The table, one row per declared variable, in declaration order. */
export function renderEnvironmentTable(): string {
  const rows = Object.entries(ENV_VARIABLES).map(([name, variable]: [string, EnvVariable]) =>
    [
      '',
      `\`${name}\``,
      variable.usedBy,
      variable.meaning,
      localDefault(variable),
      variable.onNetlify,
      '',
    ]
      .map(cell)
      .join(' | ')
      .trim(),
  );
  return [HEADER, '|---|---|---|---|---|', ...rows].join('\n');
}

/**
 * The README with its Environment table (the one starting at HEADER) replaced by the rendered one.
 */
export function withEnvironmentTable(readme: string): string {
  const lines = readme.split('\n');
  const start = lines.indexOf(HEADER);
  if (start < 0) throw new Error(`README.md has no environment table starting with: ${HEADER}`);
  let end = start;
  while (lines[end]?.startsWith('|')) end += 1;
  return [...lines.slice(0, start), renderEnvironmentTable(), ...lines.slice(end)].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(README, withEnvironmentTable(readFileSync(README, 'utf8')));
  console.log('README.md: environment table rendered from src/lib/env-variables.ts');
}
