/**
 * `npm start`'s second half: Netlify's emulator around the built dist/, the local data, the local
 * build hook, then the server. Pages are served as soon as the emulator has started; functions are
 * bundled on first use, and LOCAL_READY_PATH answers 200 once a first call has answered.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { bundleFunctionsOnFirstUse } from './emulator-workarounds/bundle-on-first-use.ts';
import { reuseFunctionBuilds } from './emulator-workarounds/reuse-builds.ts';
import { answerReadsWithEtag } from './emulator-workarounds/etag-on-read.ts';
import { listBlobsPrefixFirst } from './emulator-workarounds/prefix-first-listing.ts';
import { keepFunctionsWarm } from './emulator-workarounds/warm-workers.ts';
import { isBrowserTestServer } from '../src/lib/env.ts';
import { BROWSER_TEST_DATA_FOLDER, LOCAL_DATA_FOLDER, startLocalBlobs } from './local-blobs.ts';
import { LOCAL_READY_PATH, withReadiness } from './local-ready.ts';
import {
  findScheduledFunctions,
  startLocalSchedule,
  type LocalSchedule,
} from './local-schedule.ts';
import { buildMissingLanguages } from './local-languages.ts';
import { createLocalRebuilder } from './local-rebuild.ts';
import {
  createBuildHookSecret,
  createLocalRequestHandler,
  listenLocally,
  localBuildHookUrl,
  localListenHosts,
} from './local-server.ts';
import { createLocalSite } from './local-site.ts';
import { LOCAL_ADMIN, localAdminSettings, seedLocalData } from './seed-local.ts';
import { startBanner } from './start-banner.ts';
import type { Progress } from './start-progress.ts';

interface ServeOptions {
  root: URL;
  port: number;
  /** How this machine reaches the server (local-server.ts). */
  selfOrigin: string;
  progress: Progress;
}

interface LocalShopOptions extends ServeOptions {
  /** The addresses to listen on (local-server.ts: loopback unless HOST says otherwise). */
  hosts: string[];
}

export interface LocalShop {
  port: number;
  addresses: string[];
  admin: ReturnType<typeof localAdminSettings> & { totpSecret: string | null };
  /** Settles once a first function call has answered (what LOCAL_READY_PATH reports). */
  functionsReady: Promise<void>;
  /** The clock of the scheduled functions. */
  schedule: LocalSchedule;
  close(): Promise<void>;
}

/** `npm start` and `npm run serve`: the local shop, its banner, and Ctrl+C to stop it. */
export async function serveLocally({
  root,
  port,
  selfOrigin,
  progress,
}: ServeOptions): Promise<void> {
  const shop = await startLocalShop({
    root,
    port,
    selfOrigin,
    progress,
    hosts: localListenHosts(process.env),
  });
  progress.step(
    `Serving the pages (functions: ${selfOrigin}${LOCAL_READY_PATH} answers 200 once they are ready)`,
  );
  const { admin, addresses } = shop;
  console.log(
    startBanner({
      origin: selfOrigin,
      addresses,
      admin,
      showPassword: admin.password === LOCAL_ADMIN.password,
      env: process.env,
    }),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shop.close().finally(() => process.exit(0)));
  }
}

/**
 * The local shop as `npm start` serves it: the emulator, the local data and the server (the tests
 * start it too).
 */
export async function startLocalShop({
  root,
  port,
  selfOrigin,
  progress,
  hosts,
}: LocalShopOptions): Promise<LocalShop> {
  // Before the emulator starts, so its function workers inherit ADMIN_EMAILS, the build hook and
  // the signing secret: an admin upload rebuilds the pages here as a Netlify build hook would in
  // production, through a URL whose secret only this run knows. A signing secret made per run
  // (unless one is given) means no value signed by a known development secret is ever accepted.
  const admin = localAdminSettings();
  process.env.ADMIN_EMAILS = admin.adminEmails;
  const buildHookSecret = createBuildHookSecret();
  process.env.NETLIFY_BUILD_HOOK_URL ??= localBuildHookUrl(selfOrigin, buildHookSecret);
  if (!process.env.SIGNING_SECRET?.trim())
    process.env.SIGNING_SECRET = randomBytes(32).toString('base64url');

  // Rebuilds run with the environment of a plain build, not the emulator's function runtime.
  const buildEnv = { ...process.env };
  const netlify = new NetlifyDev({
    projectRoot: root.pathname,
    serverAddress: selfOrigin,
    aiGateway: { enabled: false },
    // Its Blobs server listens on every interface: ours listens on loopback (local-blobs.ts).
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
  });
  // Unpatched, two overlapping calls to one function race: one may load a bundle the other deleted.
  if (!reuseFunctionBuilds(root.pathname))
    throw new Error(
      'npm start needs the pinned @netlify/dev: emulator-workarounds/reuse-builds.ts found nothing to patch',
    );
  const speedUps = [
    [
      bundleFunctionsOnFirstUse(),
      'bundle-on-first-use.ts',
      'every function is bundled at start, about 30 s',
    ],
    [keepFunctionsWarm(), 'warm-workers.ts', 'each call starts a fresh worker, about 0.15 s'],
    [
      listBlobsPrefixFirst(),
      'prefix-first-listing.ts',
      'a listing reads every folder it passes (up to 1 s with 20,000 orders) and can miss blobs while others are written',
    ],
    [
      answerReadsWithEtag(),
      'etag-on-read.ts',
      'a read carries no etag, so every read-change-write loop lists its key as well',
    ],
  ] as const;
  for (const [patched, file, cost] of speedUps) {
    if (!patched)
      progress.step(
        `This @netlify/dev is slower: emulator-workarounds/${file} found nothing to patch (${cost})`,
      );
  }
  progress.step(
    "Starting Netlify's emulator (static files, redirects, headers, local Blobs, Functions)…",
  );
  const blobs = await startLocalBlobs(
    fileURLToPath(
      new URL(isBrowserTestServer() ? BROWSER_TEST_DATA_FOLDER : LOCAL_DATA_FOLDER, root),
    ),
  );
  await netlify.start();
  progress.step('Seeding the catalogue and the admin account…');
  const seeded = await seedLocalData();
  for (const note of seeded.notes) progress.step(note);

  // Each function is bundled on its first call; one call now pays the bundler's own start-up.
  // Until it answers LOCAL_READY_PATH says 503, so tests and the bench start on warm functions.
  let functionsReady = false;
  const warmingStarted = progress.seconds();
  const warmed = netlify
    .handle(new Request(`${selfOrigin}/api/auth/user`))
    .then(
      () =>
        progress.step(
          `Functions ready (first call answered after ${(progress.seconds() - warmingStarted).toFixed(1)} s; each is bundled on its first call)`,
        ),
      (error: unknown) =>
        progress.step(
          `The first function call failed (${String(error)}); the next call bundles its function again`,
        ),
    )
    .finally(() => {
      functionsReady = true;
    });
  const scheduled = await findScheduledFunctions(new URL('netlify/functions/', root));
  const schedule = startLocalSchedule(scheduled, (request) => netlify.handle(request));
  for (const { name, schedule: cron } of scheduled)
    progress.step(
      `Scheduled: ${name} runs at '${cron}' (UTC); its URL runs nothing, as on Netlify`,
    );
  const site = createLocalSite({ netlify, projectRoot: root, scheduled });
  // Plus the emulator's Blobs address, so the build renders the live catalogue; and every language,
  // whatever the first build rendered.
  const rebuilder = createLocalRebuilder({
    root,
    env: () => ({
      ...buildEnv,
      BUILD_LANGUAGES: 'all',
      NETLIFY_BLOBS_CONTEXT: process.env.NETLIFY_BLOBS_CONTEXT,
    }),
    hookSecret: buildHookSecret,
  });
  await rebuilder.adoptFirstBuild();
  buildMissingLanguages(rebuilder, fileURLToPath(new URL('dist', root)), progress);
  const serveSite = withReadiness(
    (req, res) => void site.handle(req, res),
    () => functionsReady,
  );
  const handler = createLocalRequestHandler({
    env: process.env,
    buildHook: rebuilder.handleHook,
    site: serveSite,
  });
  const server = await listenLocally(handler, port, hosts);
  return {
    port: server.port,
    addresses: server.addresses,
    admin: { ...admin, totpSecret: seeded.totpSecret },
    functionsReady: warmed,
    schedule,
    close: async () => {
      schedule.stop();
      await server.close();
      await netlify.stop();
      await blobs.stop();
    },
  };
}
