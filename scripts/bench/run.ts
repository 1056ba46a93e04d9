/**
 * `npm run bench`: measures what the issues ask for and prints it as Markdown for the README.
 * First run: `npm start` and `npm run serve` to the first page on a fresh copy (first-run.ts).
 * Storefront: build time and page count, HTML/JS bytes per page type, Lighthouse on five pages.
 * Functions: the handlers' own cost in-process against a local Blobs server, each function's cold
 * start (its module as Netlify builds it, imported in a fresh Node process), and calls through
 * `npm start` beside the emulator's floor.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pageTypes } from './page-types.ts';
import { weighPage } from './page-weight.ts';
import { runLighthouse } from './lighthouse.ts';
import { benchFunctions } from './functions.ts';
import { benchColdStart } from './cold-start.ts';
import { benchEmulator } from './emulator.ts';
import { chatScriptsLoadedUpFront, measureChatOpen } from './chat.ts';
import { benchLargeUpload, benchUploadToPages } from './upload.ts';
import { benchLoad } from './load.ts';
import { benchSecurity } from './security.ts';
import { benchFirstRun } from './first-run.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}dist/`;
const port = 8897;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `# Benchmark, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}\n`,
);

console.log(`## First run (a fresh copy of the project)\n\n${await benchFirstRun()}\n`);

const started = performance.now();
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore', env: { ...process.env, URL: `http://localhost:${port}` } });
if (build.status !== 0) throw new Error('Build failed');
const buildSeconds = (performance.now() - started) / 1000;
const pages = readdirSync(dist, { recursive: true }).filter((name) => String(name).endsWith('.html')).length;
console.log(`## Build\n\n| build time | HTML pages |\n|---|---|\n| ${buildSeconds.toFixed(1)} s | ${pages} |\n`);

console.log('## Bytes before interaction (gzip)\n\n| page type | path | HTML | JavaScript | JS budget |\n|---|---|---|---|---|');
for (const { type, path, budget } of pageTypes) {
  const { htmlGzip, jsGzip } = weighPage(dist, path);
  console.log(`| ${type} | ${path} | ${kb(htmlGzip)} | ${kb(jsGzip)} | ${kb(budget)} |`);
}

console.log('\n## Functions, in-process against a local Blobs server\n');
console.log(await benchFunctions());
console.log(
  `\n## Cold start per function (as it deploys: pre-bundled by npm run build, packed by zip-it-and-ship-it as Netlify's build packs it; its module imported in a fresh Node)\n\n${await benchColdStart()}`,
);
console.log(`\n## Admin upload\n\n${benchLargeUpload()}`);
console.log(`\n## Security: the trust-round attacks and the hostile-input suite\n\n${benchSecurity(root)}`);

const server = spawn('node', ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'scripts/start.ts', '--no-build'], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
try {
  // Once a function has answered: pages come first, and the figures below are of warm functions.
  await waitForServer(`http://localhost:${port}/__local/ready`);
  const urls = ['/', '/countries', '/country/us', '/region/europe-lite', '/blog'].map((path) => `http://localhost:${port}${path}`);
  console.log('\n## Through the local emulator (npm start), end to end\n');
  console.log(await benchEmulator(`http://localhost:${port}`));
  const chatOpen = await measureChatOpen(`http://localhost:${port}`);
  const chatUpFront = chatScriptsLoadedUpFront(dist);
  console.log(
    `\n## Chat assistant\n\n| measure | figure |\n|---|---|\n| chat code loaded on /faq before the chat is opened | ${JSON.stringify(chatUpFront)} |\n| click on the chat button → open panel | p50 ${chatOpen.p50.toFixed(0)} ms, p95 ${chatOpen.p95.toFixed(0)} ms |`,
  );
  console.log(`\n## Admin upload to rebuilt pages (npm start)\n\n${await benchUploadToPages(`http://localhost:${port}`)}`);
  console.log(
    `\n## Load (autocannon)\n\nPages through npm start; functions called in-process behind a plain HTTP server against a local Blobs server, one process on this machine (on Netlify each concurrent call has its own instance).\n\n${await benchLoad(`http://localhost:${port}`)}`,
  );
  const results = await runLighthouse(urls);
  console.log(
    '\n## Lighthouse (mobile preset, local Chromium)\n\n| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|',
  );
  for (const r of results) {
    console.log(
      `| ${new URL(r.url).pathname} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
}

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
