/**
 * `npm start`: build the site, then serve dist/ production-like on http://localhost:8888 (PORT)
 * with Netlify's own emulator: static files, headers, redirects, Functions and Blobs. It listens
 * on loopback only unless HOST says otherwise (local-server.ts). `npm run serve` skips the build.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync, unlinkSync } from 'node:fs';
import { NetlifyDev } from '@netlify/dev';
import { environmentProblems, localPort } from '../src/lib/env.ts';
import { testPaymentsBuyRealEsimsRefusal } from '../src/lib/payment-provider-safety.ts';
import { createFunctionLanes } from './emulator-workarounds/function-lanes.ts';
import { createLocalRebuilder } from './local-rebuild.ts';
import { createBuildHookSecret, createLocalRequestHandler, listenLocally, localBuildHookUrl, localListenHosts, localSelfOrigin } from './local-server.ts';
import { createLocalSite } from './local-site.ts';
import { localAdminSettings, seedLocalData } from './seed-local.ts';

// Before anything starts: every variable well-formed (src/lib/env-variables.ts; each function
// checks what it reads too), and test payments never buying real eSIMs (the functions refuse it too).
const problems = environmentProblems();
if (problems.length > 0) {
  console.error(`\n  Roamly cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
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

if (!process.argv.includes('--no-build')) {
  // dist/ is a link to the last local rebuild (local-rebuild.ts); a fresh start builds a real folder.
  if (lstatSync(new URL('dist', root), { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(new URL('dist', root));
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Before the emulator starts, so its function workers inherit ADMIN_EMAILS, the build hook and the
// signing secret: an admin upload rebuilds the pages here as a Netlify build hook would in
// production, through a URL whose secret only this run knows. A signing secret made per run
// (unless one is given) means no value signed by a known development secret is ever accepted.
process.env.ADMIN_EMAILS = localAdminSettings().adminEmails;
const buildHookSecret = createBuildHookSecret();
process.env.NETLIFY_BUILD_HOOK_URL ??= localBuildHookUrl(selfOrigin, buildHookSecret);
if (!process.env.SIGNING_SECRET?.trim()) process.env.SIGNING_SECRET = randomBytes(32).toString('base64url');

// Rebuilds run with the environment of a plain build, not the emulator's function runtime.
const buildEnv = { ...process.env };
const netlify = new NetlifyDev({
  projectRoot: root.pathname,
  serverAddress: selfOrigin,
  aiGateway: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
});
await netlify.start();
const notes = await seedLocalData();

// The emulator bundles every function on the first call (about 15 s here): pay it before
// listening, so the first visitor (or test) does not.
await netlify.handle(new Request(`${selfOrigin}/api/auth/user`));

const lanes = await createFunctionLanes(new URL('netlify/functions/', root));
const site = createLocalSite({ netlify, lanes, projectRoot: root });
// Plus the emulator's Blobs address, so the build renders the live catalogue.
const rebuilder = createLocalRebuilder({
  root,
  env: () => ({ ...buildEnv, NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT }),
  hookSecret: buildHookSecret,
});
await rebuilder.adoptFirstBuild();
const handler = createLocalRequestHandler({ env: process.env, buildHook: rebuilder.handleHook, site: (req, res) => void site.handle(req, res) });
const server = await listenLocally(handler, port, localListenHosts(process.env));
console.log(`\n  Roamly is running at ${selfOrigin} (listening on ${server.addresses.join(', ')}; HOST changes it)`);
for (const note of notes) console.log(`  ${note}`);
console.log('  Mail goes to the local outbox: each message is logged here with its links.\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
