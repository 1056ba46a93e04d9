/**
 * `npm start`: builds the site, then serves dist/ production-like on http://localhost:8888 (PORT)
 * through Netlify's emulator, on loopback unless HOST says otherwise. The first build is English
 * only; the other languages follow in the background. `npm run serve` skips the build.
 */
import { existsSync, lstatSync, unlinkSync } from 'node:fs';
import { environmentProblems, localPort } from '../src/lib/env.ts';
import { testPaymentsBuyRealEsimsRefusal } from '../src/lib/payment-provider-safety.ts';
import { useLocalCompileCache } from './compile-cache.ts';
import { localSelfOrigin } from './local-server.ts';
import { firstBuildEnv } from './local-languages.ts';
import { buildSite } from './start-build.ts';
import { createProgress } from './start-progress.ts';

// Before anything starts: every variable well-formed (src/lib/env-variables.ts; each function
// checks what it reads too), and test payments never buying real eSIMs (the functions refuse it
// too).
const problems = environmentProblems();
if (problems.length > 0) {
  console.error(
    `\n  Roamly cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`,
  );
  process.exit(1);
}
const refusal = testPaymentsBuyRealEsimsRefusal();
if (refusal) {
  console.error(`\n  Roamly cannot start. ${refusal}\n`);
  process.exit(1);
}

const port = localPort();
const root = new URL('..', import.meta.url);
// The site's address for canonical links and the sitemap, in the first build and every rebuild.
const selfOrigin = localSelfOrigin(process.env, port);
process.env.URL ??= selfOrigin;
// Before the build and the emulator start, so both (and every function worker) reuse compiled code.
useLocalCompileCache(root);

const progress = createProgress();
progress.step(`Starting Roamly with Node ${process.version}`);

let built: Promise<number | null> = Promise.resolve(0);
if (!process.argv.includes('--no-build')) {
  // dist/ is a link to the last local rebuild (local-rebuild.ts); a fresh start builds a real
  // folder.
  if (lstatSync(new URL('dist', root), { throwIfNoEntry: false })?.isSymbolicLink())
    unlinkSync(new URL('dist', root));
  built = buildSite(root, firstBuildEnv(process.env), progress);
} else if (!existsSync(new URL('dist/index.html', root))) {
  console.error(
    '\n  Nothing to serve yet: `npm run serve` serves the last build, and there is none. Run `npm start` (it builds first).\n',
  );
  process.exit(1);
}
// The emulator's modules take seconds to load: they load while the build (a child process) runs.
const serving = import('./start-serve.ts');
let loaded = false;
void serving.then(
  () => (loaded = true),
  () => undefined,
);
if ((await built) === null) process.exit(1);
if (!loaded) progress.step("Loading Netlify's emulator…");
await (await serving).serveLocally({ root, port, selfOrigin, progress });
