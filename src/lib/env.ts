/**
 * The one reader of server environment variables, each declared in env-variables.ts, read at each
 * call because Netlify sets them per deploy and tests change them. The two PUBLIC_ ones are built
 * in by Astro (docs/decisions/0011-one-environment-registry.md).
 */
import { ENV_VARIABLES, type EnvName, type EnvValue } from './env-variables.ts';

export type { EnvName } from './env-variables.ts';
/** Where variables are read from: the process's environment, or a record a check passes. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * One variable, parsed with its schema (blank counts as unset); a malformed value throws an error
 * naming the variable, never repeating the value.
 */
export function readEnv<Name extends EnvName>(
  name: Name,
  source: EnvSource = process.env,
): EnvValue<Name> {
  const raw = source[name]?.trim() || undefined;
  const parsed = ENV_VARIABLES[name].schema.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `Environment variable ${name} ${parsed.error.issues[0]?.message ?? 'is malformed'}`,
    );
  return parsed.data as EnvValue<Name>;
}

/**
 * Every malformed variable, and a test-only setting outside a test run, one message each naming it:
 * `npm start` refuses to start on any.
 */
export function environmentProblems(source: EnvSource = process.env): string[] {
  return (Object.keys(ENV_VARIABLES) as EnvName[]).flatMap((name) => {
    try {
      (TEST_ONLY_READERS[name] ?? ((from: EnvSource) => readEnv(name, from)))(source);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
}

/**
 * The browser tests' server, `npm run start:test`: npm names the script it runs in
 * npm_lifecycle_event, and the emulator's function workers inherit it.
 */
export const isBrowserTestServer = (source: EnvSource = process.env) =>
  source.npm_lifecycle_event === 'start:test';

/**
 * A test run: vitest (which sets VITEST in its workers) or the browser tests' server. Never
 * `npm start`, a build, `netlify dev` or a Netlify deploy, whatever else is set.
 */
const isTestRun = (source: EnvSource) => source.VITEST === 'true' || isBrowserTestServer(source);

/** A test-only value: outside a test run it throws, naming it and saying what it would weaken. */
function refuseOutsideTests(name: EnvName, weakens: string, source: EnvSource): void {
  if (isTestRun(source)) return;
  throw new Error(
    `Environment variable ${name}=test is for the test suite only (vitest and \`npm run start:test\`): ${weakens} Unset it.`,
  );
}

/**
 * How hard passwords are hashed (PASSWORD_HASH_COST): `test` is cheap enough for the test suite's
 * hundreds of sign-ups and too cheap for a real account, so outside a test run it throws.
 */
export function passwordHashCost(source: EnvSource = process.env): EnvValue<'PASSWORD_HASH_COST'> {
  const cost = readEnv('PASSWORD_HASH_COST', source);
  if (cost === 'test')
    refuseOutsideTests(
      'PASSWORD_HASH_COST',
      'passwords hashed at that cost are too cheap to guess for a real account.',
      source,
    );
  return cost;
}

/**
 * How often the eSIM status may call the provider per eSIM (PROVIDER_CALL_PACE): `test` lets the
 * browser tests' trip watch the simulated phone without waiting a minute between reads, so outside
 * a test run, or beside eSIM Go whose limits are real, it throws.
 */
export function providerCallPace(source: EnvSource = process.env): EnvValue<'PROVIDER_CALL_PACE'> {
  const pace = readEnv('PROVIDER_CALL_PACE', source);
  if (pace === 'test')
    refuseOutsideTests(
      'PROVIDER_CALL_PACE',
      'everywhere else the provider is asked about an eSIM at most once a minute.',
      source,
    );
  if (pace === 'test' && readEnv('ESIMGO_API_KEY', source)) {
    throw new Error(
      'Environment variable PROVIDER_CALL_PACE=test is for the simulated provider only: ' +
        'eSIM Go, sandbox included, is asked about an eSIM at most once a minute. Unset it.',
    );
  }
  return pace;
}

/**
 * The languages a build renders (BUILD_LANGUAGES): `en` is `npm start`'s quick first build, which
 * the deploy build refuses (require-deploy-settings.ts).
 */
export const buildLanguages = (source: EnvSource = process.env) =>
  readEnv('BUILD_LANGUAGES', source);

/** The variables whose test-only value is refused outside a test run, read by their own check. */
const TEST_ONLY_READERS: Partial<Record<EnvName, (source: EnvSource) => unknown>> = {
  PASSWORD_HASH_COST: passwordHashCost,
  PROVIDER_CALL_PACE: providerCallPace,
};

/** The local server's port (PORT). */
export const localPort = () => readEnv('PORT');
/** The admins' addresses (ADMIN_EMAILS), as written; none when unset. */
export const adminEmails = () => readEnv('ADMIN_EMAILS') ?? [];
/** The Stripe secret key (STRIPE_SECRET_KEY); unset means the test gateway. */
export const stripeSecretKey = () => readEnv('STRIPE_SECRET_KEY');
/** Stripe Tax computes and records tax (STRIPE_TAX=on, with a Stripe key); else the shop's table. */
export const stripeTaxOn = () => readEnv('STRIPE_TAX') === 'on';
/** The Stripe webhook's signing secret (STRIPE_WEBHOOK_SECRET); unset means no webhook. */
export const stripeWebhookSecret = () => readEnv('STRIPE_WEBHOOK_SECRET');
/** The eSIM Go API key (ESIMGO_API_KEY); unset means the simulated provider. */
export const esimGoApiKey = () => readEnv('ESIMGO_API_KEY');
/** eSIM Go's address and per-call timeout. */
export const esimGoSettings = () => ({
  baseUrl: readEnv('ESIMGO_BASE_URL'),
  timeoutMs: readEnv('ESIMGO_TIMEOUT_MS'),
});
/**
 * The provider balance below which the owners are alerted (PROVIDER_BALANCE_ALERT), in units of the
 * balance's currency; undefined: no alert.
 */
export const providerBalanceAlert = () => readEnv('PROVIDER_BALANCE_ALERT');

/** When an undelivered eSIM is late, and whether its refund is offered or made at once. */
export const lateDeliverySettings = () => ({
  lateAfterMs: readEnv('DELIVERY_LATE_AFTER_MINUTES') * 60_000,
  refund: readEnv('LATE_DELIVERY_REFUND'),
});
/** How long an eSIM may be where it goes without data before its owner gets the rescue mail. */
export const rescueAfterMs = () => readEnv('RESCUE_AFTER_MINUTES') * 60_000;
/** The simulated provider's delay and failure rate. */
export const simulatedProviderSettings = () => ({
  latencyMs: readEnv('SIMULATED_PROVIDER_LATENCY_MS'),
  failureRate: readEnv('SIMULATED_PROVIDER_FAILURE_RATE'),
  usage: {
    installAfterMs: readEnv('SIMULATED_INSTALL_AFTER_MS'),
    bytesPerMinute: readEnv('SIMULATED_DATA_MB_PER_MINUTE') * 1_000_000,
  },
});
/** The SMTP server's URL (SMTP_URL); unset means the local outbox. */
export const smtpUrl = () => readEnv('SMTP_URL');
/** The From header of every mail (MAIL_FROM). */
export const mailFrom = () => readEnv('MAIL_FROM');
/** Where contact messages go (SUPPORT_EMAIL). */
export const supportEmail = () => readEnv('SUPPORT_EMAIL');
/** The build hook to call after a catalogue change (NETLIFY_BUILD_HOOK_URL), when there is one. */
export const buildHookUrl = () => readEnv('NETLIFY_BUILD_HOOK_URL');
/** True on Netlify (a purge token or a site id), where the CDN caches catalogue answers. */
export const canPurgeCdnCache = () =>
  Boolean(readEnv('NETLIFY_PURGE_API_TOKEN') || readEnv('SITE_ID'));
/** True when the build can reach the site's Blobs (NETLIFY_BLOBS_CONTEXT). */
export const buildHasBlobsAccess = () => Boolean(readEnv('NETLIFY_BLOBS_CONTEXT'));
/** True on a Netlify build (NETLIFY=true). */
export const isNetlifyBuild = () => readEnv('NETLIFY') === 'true';

type NetlifyGlobal = {
  context?: { deploy?: { context?: string; id?: string }; site?: { name?: string } } | null;
};
const netlifyContext = () => (globalThis as { Netlify?: NetlifyGlobal }).Netlify?.context;

/** The Netlify deploy context: production, deploy-preview, branch-deploy, dev; 'dev' locally. */
export function deployContext(): string {
  return readEnv('CONTEXT') || netlifyContext()?.deploy?.context || 'dev';
}

/**
 * The site's own address, for links in mails and calls to our own functions; never a request's
 * Host, which anyone can forge. SITE_URL wins; else a preview or branch deploy uses its own
 * address (`DEPLOY_PRIME_URL`, else its permalink), production `URL`
 * (docs/decisions/0011-one-environment-registry.md).
 */
export function siteUrl(): string {
  const context = deployContext();
  const ownDeploy =
    context === 'production' || context === 'dev'
      ? undefined
      : (readEnv('DEPLOY_PRIME_URL') ?? deployPermalink());
  const configured = readEnv('SITE_URL') ?? ownDeploy ?? readEnv('URL');
  if (configured) return new URL(configured).origin;
  if (context !== 'dev')
    throw new Error(
      'Missing environment variable URL (or SITE_URL): links in mails need the site address',
    );
  return `http://localhost:${localPort()}`;
}

/**
 * `https://<deploy id>--<site name>.netlify.app`, the address of exactly this deploy, when known.
 */
function deployPermalink(): string | undefined {
  const context = netlifyContext();
  const id = context?.deploy?.id;
  const name = context?.site?.name;
  return id && name ? `https://${id}--${name}.netlify.app` : undefined;
}

/**
 * Development only: a known value, so a fresh clone runs; every Netlify context must set its own.
 */
const DEVELOPMENT_SIGNING_SECRET = 'roamly-local-development-signing-secret';

/**
 * The server-side secret behind signed values (the provisioning trigger, device cookies).
 * SIGNING_SECRET; outside local development a missing or short one fails fast, naming it.
 */
export function signingSecret(): string {
  const secret = readEnv('SIGNING_SECRET');
  if (secret) return secret;
  if (deployContext() !== 'dev')
    throw new Error('Missing environment variable SIGNING_SECRET (at least 32 random characters)');
  return DEVELOPMENT_SIGNING_SECRET;
}

/** The seller's details as set; each unset one is filled with demo details by legal/seller.ts. */
export const sellerSettings = () => ({
  legalName: readEnv('SELLER_LEGAL_NAME'),
  address: readEnv('SELLER_ADDRESS'),
  phone: readEnv('SELLER_PHONE'),
  responsiblePerson: readEnv('SELLER_RESPONSIBLE_PERSON'),
  taxIds: readEnv('SELLER_TAX_IDS'),
});

/** The tax schemes the shop is registered to collect under. */
export const taxRegistrations = () => readEnv('TAX_REGISTRATIONS');

/** How long checkout waits for VIES before it charges VAT instead, in milliseconds. */
const VIES_TIMEOUT_MS = 4_000;

/**
 * How a business buyer's VAT number is confirmed (VAT_CHECK): always VIES in production, which
 * refuses the stand-in as it refuses every other; elsewhere VIES when set so, else the offline
 * stand-in.
 */
export const vatCheckSettings = () => ({
  engine: deployContext() === 'production' ? 'vies' : (readEnv('VAT_CHECK') ?? 'local'),
  viesUrl: readEnv('VIES_URL'),
  timeoutMs: VIES_TIMEOUT_MS,
});
