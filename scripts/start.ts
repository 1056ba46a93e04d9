/**
 * `npm start`: build the site, then serve dist/ production-like on http://localhost:8888 (PORT)
 * with Netlify's own emulator: static files, headers, redirects, Functions and Blobs.
 * `npm run serve` skips the build.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { NetlifyDev } from '@netlify/dev';
import { createLocalRebuilder, LOCAL_BUILD_HOOK_PATH } from './local-rebuild.ts';
import { createLocalSite } from './local-site.ts';
import { localAdminSettings, seedLocalData } from './seed-local.ts';

const port = Number(process.env.PORT ?? 8888);
const root = new URL('..', import.meta.url);
// The site's address for canonical links and the sitemap, in the first build and every rebuild.
process.env.URL ??= `http://localhost:${port}`;

if (!process.argv.includes('--no-build')) {
  // dist/ is a link to the last local rebuild (local-rebuild.ts); a fresh start builds a real folder.
  if (lstatSync(new URL('dist', root), { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(new URL('dist', root));
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Before the emulator starts, so its function workers inherit ADMIN_EMAILS and the build hook:
// an admin upload rebuilds the pages here as a Netlify build hook would in production.
localAdminSettings();
process.env.NETLIFY_BUILD_HOOK_URL ??= `http://localhost:${port}${LOCAL_BUILD_HOOK_PATH}`;

// Rebuilds run with the environment of a plain build, not the emulator's function runtime.
const buildEnv = { ...process.env };
const netlify = new NetlifyDev({
  projectRoot: root.pathname,
  serverAddress: `http://localhost:${port}`,
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
await netlify.handle(new Request(`http://localhost:${port}/api/auth/user`));

const site = await createLocalSite({ netlify, distDir: new URL('dist/', root), netlifyToml: new URL('netlify.toml', root) });
// Plus the emulator's Blobs address, so the build renders the live catalogue.
const rebuilder = createLocalRebuilder({ root, onSwapped: site.reload, env: () => ({ ...buildEnv, NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT }) });
await rebuilder.adoptFirstBuild();
const server = createServer((req, res) => {
  if (req.url?.startsWith(LOCAL_BUILD_HOOK_PATH)) rebuilder.handleHook(req, res);
  else void site.handle(req, res);
});
server.listen(port, () => {
  console.log(`\n  Roamly is running at http://localhost:${port}`);
  for (const note of notes) console.log(`  ${note}`);
  console.log('  Mail goes to the local outbox: each message is logged here with its links.\n');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void netlify.stop().finally(() => process.exit(0));
  });
}
