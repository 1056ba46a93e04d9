/**
 * `npm start`'s first build counts the pages from Astro's output, which Astro colours when asked
 * (CI, FORCE_COLOR, Playwright's web server); the count must not depend on it. A real `npm run
 * build:site` of a tiny project printing Astro's coloured page lines.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { buildSite } from './start-build.ts';
import { createProgress } from './start-progress.ts';

const dim = (text: string) => `\u001b[2m${text}\u001b[22m`;
const blue = (text: string) => `\u001b[34m${text}\u001b[39m`;
/** Astro's lines for two pages written and one redirect route, as printed with colours on. */
const COLOURED_OUTPUT = [
  `${dim('05:50:14')} ${blue('▶')} src/pages/index.astro`,
  `${dim('05:50:14')}   ${blue('├─')} ${dim('/404.html')} ${dim('(+51ms)')}`,
  `${dim('05:50:14')}   ${blue('├─')} ${dim('/account/index.html')} ${dim('(+27ms)')}`,
  `${dim('05:50:14')}   ${blue('└─')} ${dim('/countries/[code]/index.html')} ${dim('(file not created, response body was empty)')}`,
];

let project: string | undefined;
afterEach(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

test('the pages rendered are counted when Astro colours its output', async () => {
  project = mkdtempSync(join(tmpdir(), 'start-build-'));
  writeFileSync(
    join(project, 'emit.mjs'),
    `console.log(${JSON.stringify(COLOURED_OUTPUT.join('\n'))});`,
  );
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'tiny', private: true, scripts: { 'build:site': 'node emit.mjs' } }),
  );
  const lines: string[] = [];

  const pages = await buildSite(
    pathToFileURL(`${project}/`),
    process.env,
    createProgress((line) => lines.push(line)),
  );

  expect(pages).toBe(2);
  expect(lines.at(-1)).toMatch(/Built 2 pages$/);
});
