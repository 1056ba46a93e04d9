/**
 * `npm run bench`: times a fresh copy's first run, the build, bytes per page type, the functions
 * in-process and through `npm start`, load and Lighthouse; writes the run to docs/benchmarks.md
 * (the one before moves to the history) and the attack table to docs/security.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pageTypes, translatedPageTypes } from './page-types.ts';
import { LIVE_LOCALES } from '../../src/features/i18n/locales.ts';
import { weighPage } from './page-weight.ts';
import { runLighthouse } from './lighthouse.ts';
import { benchFunctions } from './functions.ts';
import { benchColdStart } from './cold-start.ts';
import { benchEmulator } from './emulator.ts';
import { chatScriptsLoadedUpFront, measureChatOpen } from './chat.ts';
import { benchLargeUpload, benchUploadToPages } from './upload.ts';
import { benchLoad } from './load.ts';
import { benchInvoicePdf } from './invoice-pdf.ts';
import { benchArrivalChecks } from './arrival-checks.ts';
import { benchSecurity } from './security.ts';
import { benchFirstRun } from './first-run.ts';
import { BENCH_TOTP_SECRET } from './owner-session.ts';
import {
  figuresOf,
  renderRun,
  updateFile,
  withAttackTable,
  type Figure,
  type RunConditions,
} from './report.ts';
import { withLatestRun, withRunInHistory } from './benchmarks-document.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}dist/`;
const port = 8897;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const figures: Figure[] = [];
/** Prints a bench's Markdown as it comes, and keeps its rows for the run's table. */
const section = (area: string, markdown: string) => {
  console.log(`\n## ${area}\n\n${markdown}`);
  figures.push(...figuresOf(area, markdown));
};
const conditions: RunConditions = {
  date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  commit:
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim() || 'unknown',
  machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  load: (loadavg()[0] ?? 0).toFixed(1),
};
console.log(`# Benchmark, ${conditions.date}, ${conditions.machine}, load ${conditions.load}`);

section('first run (a fresh copy of the project)', await benchFirstRun());

const started = performance.now();
const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, URL: `http://localhost:${port}` },
});
if (build.status !== 0) throw new Error('Build failed');
const buildSeconds = (performance.now() - started) / 1000;
const pages = readdirSync(dist, { recursive: true }).filter((name) =>
  String(name).endsWith('.html'),
).length;
section(
  'build',
  `| measure | figure |\n|---|---|\n| build time (${pages} HTML pages) | ${buildSeconds.toFixed(1)} s |`,
);

section(
  'bytes before interaction (gzip)',
  [
    '| page type | path | HTML | JavaScript | JS budget |',
    '|---|---|---|---|---|',
    ...pageTypes.map(({ type, path, budget }) => {
      const { htmlGzip, jsGzip } = weighPage(dist, path);
      return `| ${type} | ${path} | ${kb(htmlGzip)} | ${kb(jsGzip)} | ${kb(budget)} |`;
    }),
  ].join('\n'),
);
section(
  'bytes per language (gzip; HTML compared with the English twin)',
  [
    '| page type | language | path | HTML | HTML vs English | JavaScript |',
    '|---|---|---|---|---|---|',
    ...LIVE_LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
      translatedPageTypes(locale).map(({ type, path, localPath }) => {
        const english = weighPage(dist, path);
        const { htmlGzip, jsGzip } = weighPage(dist, localPath);
        const growth = ((htmlGzip / english.htmlGzip - 1) * 100).toFixed(1);
        return `| ${type} | ${locale} | ${localPath} | ${kb(htmlGzip)} | ${growth} % | ${kb(jsGzip)} |`;
      }),
    ),
  ].join('\n'),
);
section('functions, in-process against a local Blobs server', await benchFunctions());
section('cold start per function (as deployed, imported in a fresh Node)', await benchColdStart());
section('checks on arrival (re-drive steps, simulated provider)', await benchArrivalChecks());
section('admin upload', benchLargeUpload());
section('invoice PDF (in-process)', await benchInvoicePdf());
const security = benchSecurity(root);
section(
  'security',
  `| measure | figure |\n|---|---|\n| attack and hostile-input tests | ${security.summary} |`,
);

const server = spawn(
  'node',
  [
    '--experimental-strip-types',
    '--disable-warning=ExperimentalWarning',
    'scripts/start.ts',
    '--no-build',
  ],
  {
    cwd: root,
    env: { ...process.env, PORT: String(port), ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET },
    stdio: 'ignore',
  },
);
try {
  // Once a function has answered: pages come first, and the figures below are of warm functions.
  await waitForServer(`http://localhost:${port}/__local/ready`);
  const base = `http://localhost:${port}`;
  section('through the local emulator (npm start), end to end', await benchEmulator(base));
  const chatOpen = await measureChatOpen(base);
  section(
    'chat assistant',
    `| measure | figure |\n|---|---|\n| chat code loaded on /faq before the chat is opened | ${JSON.stringify(chatScriptsLoadedUpFront(dist))} |\n| click on the chat button → open panel | p50 ${chatOpen.p50.toFixed(0)} ms, p95 ${chatOpen.p95.toFixed(0)} ms |`,
  );
  section('admin upload to rebuilt pages (npm start)', await benchUploadToPages(base));
  // Pages through npm start; functions in-process behind a plain HTTP server, one process.
  section('load (autocannon)', await benchLoad(base));
  const urls = [
    '/',
    '/countries',
    '/country/us',
    '/region/europe-lite',
    '/blog',
    '/fr/',
    '/de/country/jp',
    '/ja/countries',
    '/es/region/europe-lite',
    // Checkout: its time to interactive is the one the tax quote and billing step must not slow.
    '/checkout/us-5gb-7d',
    '/ja/checkout/jp-3gb-7d',
  ].map((path) => `${base}${path}`);
  const lighthouse = (await runLighthouse(urls)).map(
    (r) =>
      `| ${new URL(r.url).pathname} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.ttiMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
  );
  section(
    'Lighthouse (mobile preset, local Chromium)',
    [
      '| page | Performance | Accessibility | Best Practices | SEO | LCP | TTI | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|---|',
      ...lighthouse,
    ].join('\n'),
  );
} finally {
  server.kill('SIGTERM');
}

// The runs it replaces go to the history first: a failed write loses no run.
const benchmarks = `${root}docs/benchmarks.md`;
const latest = withLatestRun(readFileSync(benchmarks, 'utf8'), renderRun(conditions, figures));
updateFile(`${root}docs/benchmarks-history.md`, (history) =>
  latest.moved.reduce(withRunInHistory, history),
);
writeFileSync(benchmarks, latest.document);
updateFile(`${root}docs/security.md`, (document) =>
  withAttackTable(
    document,
    `${security.table}\n\n${conditions.date}, commit ${conditions.commit}: ${security.summary}.`,
  ),
);
console.log(
  '\nWritten: docs/benchmarks.md (this run, compared with the one before), ' +
    'docs/benchmarks-history.md (the run before) and docs/security.md (the attack table).',
);

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Server at ${url} did not start`);
}
