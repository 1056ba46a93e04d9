/**
 * `npm start`'s first build: `npm run build:site` (the emulator serves functions from source), its
 * 900 lines of output replaced by a few progress lines. The whole output is printed if the build
 * fails; warnings show as they come.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import type { Progress } from './start-progress.ts';

/** Astro's output lines that start a phase worth a line of its own. */
const PHASES: [RegExp, string][] = [
  [/\[content\] Syncing content/, 'reading the catalogue and the content collections'],
  [/\[build\] Building server entrypoints/, 'bundling the pages’ scripts and styles'],
  [/prerendering static routes/, 'rendering the pages'],
  [
    /\[@astrojs\/netlify\] Bundling function/,
    'the Netlify adapter’s finishing steps (headers, redirects)',
  ],
];
/** A page written to dist/ (redirect routes are listed too, as "file not created"). */
const RENDERED_PAGE = /├─ \S+\.html\b(?!.*file not created)/;
/** Warnings and errors are shown as they come, as the full output would show them. */
const WORTH_SHOWING = /\[(WARN|ERROR)\]/;
const TICK_MS = 2000;

/**
 * Builds the site; resolves with the number of HTML pages rendered, or null if the build failed.
 */
export function buildSite(
  root: URL,
  env: NodeJS.ProcessEnv,
  progress: Progress,
): Promise<number | null> {
  progress.step('Building the site (astro build; about 5–20 s)…');
  const output: string[] = [];
  let pages = 0;
  let reportedPages = 0;
  const child = spawn('npm', ['run', 'build:site'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whole lines: a chunk may end in the middle of one.
  // Astro colours its output when asked to (CI, FORCE_COLOR): the patterns read the plain text.
  const read = (raw: string) => {
    output.push(raw);
    const line = stripVTControlCharacters(raw);
    if (RENDERED_PAGE.test(line)) pages++;
    if (WORTH_SHOWING.test(line)) console.log(`  ${line.trim()}`);
    const phase = PHASES.find(([pattern]) => pattern.test(line));
    if (phase) progress.step(`  ${phase[1]}…${pages > 0 ? ` (${pages} pages rendered)` : ''}`);
  };
  createInterface({ input: child.stdout }).on('line', read);
  createInterface({ input: child.stderr }).on('line', read);
  // While pages render, a line every two seconds says how far it got.
  const ticker = setInterval(() => {
    if (pages > reportedPages) progress.step(`  ${pages} pages rendered`);
    reportedPages = pages;
  }, TICK_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(ticker);
      if (code === 0) {
        progress.step(`Built ${pages} pages`);
        resolve(pages);
        return;
      }
      console.error(output.join('\n'));
      progress.step(`The build failed (exit code ${code}): its output is above`);
      resolve(null);
    });
  });
}
