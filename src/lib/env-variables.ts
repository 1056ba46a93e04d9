/**
 * Every environment variable, declared once: its zod schema and default, meaning, readers and
 * Netlify's needs. env.ts alone reads them; the README's table is rendered from here. Messages
 * never repeat a value: it may be a secret (docs/decisions/0011-one-environment-registry.md).
 */
import * as z from 'zod';

const wholeNumber = (min: number, max?: number) => {
  const message =
    max === undefined
      ? `must be a whole number, ${min} or more`
      : `must be a whole number between ${min} and ${max}`;
  const number = z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message });
  return max === undefined ? number : number.max(max, { error: message });
};
const fraction = () => {
  const message = 'must be a number between 0 and 1';
  return z.coerce.number({ error: message }).min(0, { error: message }).max(1, { error: message });
};
const webAddress = () =>
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const emailAddress = () => z.email({ error: 'must be an e-mail address' });
/** Comma-separated addresses; blanks between commas are ignored, as they always were. */
const emailList = () =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be comma-separated e-mail addresses' })));

export interface EnvVariable<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  /** Who reads it: functions, build, browser, `npm start`, tests. */
  usedBy: string;
  meaning: string;
  /**
   * What happens when it is unset, for a variable whose schema has no default; 'unset' if not said.
   */
  whenUnset?: string;
  /** What to set on Netlify: production / previews and branches. */
  onNetlify: string;
}

const defineVariable = <Schema extends z.ZodType>(variable: EnvVariable<Schema>) => variable;

export const ENV_VARIABLES = {
  PORT: defineVariable({
    schema: wholeNumber(1, 65535).default(8888),
    usedBy: '`npm start`',
    meaning: 'port of the local server',
    onNetlify: 'not used',
  }),
  HOST: defineVariable({
    schema: z.string().optional(),
    usedBy: '`npm start`',
    meaning:
      'the address the local server listens on (loopback only by default; `HOST=0.0.0.0` to reach it from another machine)',
    whenUnset: '`127.0.0.1` and `::1`',
    onNetlify: 'not used',
  }),
  URL: defineVariable({
    schema: webAddress().optional(),
    usedBy: 'build, functions',
    meaning:
      'public address: canonical links and the sitemap; mail links and the provisioning trigger in production',
    whenUnset: '`http://localhost:8888` (its port is PORT)',
    onNetlify: 'set by Netlify',
  }),
  DEPLOY_PRIME_URL: defineVariable({
    schema: webAddress().optional(),
    usedBy: 'functions',
    meaning:
      "a deploy preview's or branch deploy's own address: their mail links and provisioning trigger",
    onNetlify: 'set by Netlify',
  }),
  CONTEXT: defineVariable({
    schema: z.string().optional(),
    usedBy: 'build, functions',
    meaning:
      'deploy context (`production`, `deploy-preview`, `branch-deploy`, `dev`); it prefixes every Blobs store, so previews never touch production data',
    whenUnset: "`dev` (or the functions runtime's deploy context)",
    onNetlify: 'set by Netlify',
  }),
  SITE_ID: defineVariable({
    schema: z.string().optional(),
    usedBy: 'functions',
    meaning: "the site's id: on Netlify an upload purges the CDN's cached catalogue answers",
    whenUnset: 'unset (nothing caches locally)',
    onNetlify: 'set by Netlify',
  }),
  NETLIFY: defineVariable({
    schema: z.string().optional(),
    usedBy: 'build',
    meaning: '`true` on a Netlify build, which never reads the local Blobs data of `npm start`',
    onNetlify: 'set by Netlify',
  }),
  NETLIFY_BLOBS_CONTEXT: defineVariable({
    schema: z.string().optional(),
    usedBy: 'build',
    meaning: "access to the site's Blobs during a build, so the pages render the live catalogue",
    whenUnset: '`npm start` sets it for its builds',
    onNetlify: 'set by Netlify',
  }),
  SITE_URL: defineVariable({
    schema: webAddress().optional(),
    usedBy: 'functions',
    meaning:
      "the site address for links in mails and the provisioning trigger, when it is not Netlify's (a custom domain per context); never taken from a request's `Host`",
    onNetlify: 'optional',
  }),
  SIGNING_SECRET: defineVariable({
    schema: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    usedBy: 'functions',
    meaning:
      'at least 32 random characters; signs the provisioning trigger and the device cookies of sign-in throttling. Required in every Netlify context; set a different value per context',
    whenUnset: '`npm start` makes a random one per run; a fixed development value in tests',
    onNetlify: '**required**: one per context (`openssl rand -base64 48`)',
  }),
  PASSWORD_HASH_COST: defineVariable({
    schema: z
      .enum(['production', 'test'], { error: 'must be production or test' })
      .default('production'),
    usedBy: 'functions, tests',
    meaning:
      "`test` hashes passwords at scrypt N=2^10 instead of 2^17, for the test suite only (vitest and `npm run start:test`, the browser tests' server); `npm start`, the deploy build and every function outside a test run refuse it",
    onNetlify: '**never set**',
  }),
  BUILD_LANGUAGES: defineVariable({
    schema: z.enum(['all', 'en'], { error: 'must be all or en' }).default('all'),
    usedBy: 'build, `npm start`',
    meaning:
      '`en` builds the English pages only: `npm start` sets it for its first build, to serve sooner, then builds every language in the background; the deploy build refuses it',
    onNetlify: '**never set**',
  }),
  PROVIDER_CALL_PACE: defineVariable({
    schema: z
      .enum(['production', 'test'], { error: 'must be production or test' })
      .default('production'),
    usedBy: 'functions, tests',
    meaning:
      "`test` lets the eSIM status ask the simulated provider every few seconds instead of once a minute per eSIM, for the test suite only (vitest and `npm run start:test`, the browser tests' server); `npm start`, the deploy build, every function outside a test run and an eSIM Go key refuse it",
    onNetlify: '**never set**',
  }),
  PUBLIC_API_BASE: defineVariable({
    schema: webAddress().optional(),
    usedBy: 'browser',
    meaning: 'API host when the API is not on the same site',
    whenUnset: 'same site',
    onNetlify: 'unset',
  }),
  ADMIN_EMAILS: defineVariable({
    schema: emailList().optional(),
    usedBy: 'functions',
    meaning: 'comma-separated e-mails of the admins, checked on the server',
    whenUnset: 'no admins; `npm start` lists the local admin',
    onNetlify: 'the owners / a tester',
  }),
  ADMIN_EMAIL: defineVariable({
    schema: emailAddress().optional(),
    usedBy: '`npm start`',
    meaning: 'the e-mail of the local admin account created on first run',
    whenUnset: '`admin@roamly.local`',
    onNetlify: 'not used',
  }),
  ADMIN_PASSWORD: defineVariable({
    schema: z.string().optional(),
    usedBy: '`npm start`',
    meaning: 'the password of the local admin account created on first run',
    whenUnset: '`roamly local admin`',
    onNetlify: 'not used',
  }),
  ADMIN_TOTP_SECRET: defineVariable({
    schema: z
      .string()
      .regex(/^[A-Z2-7]{16,}=*$/, { error: 'must be a base32 authenticator secret' })
      .optional(),
    usedBy: '`npm start`',
    meaning:
      "the local admin's authenticator (TOTP) secret, printed in the banner; `npm run admin:code` prints its current code",
    whenUnset: 'a new secret on first run, kept in the local data',
    onNetlify: 'not used (staff enrol their own authenticator at their first sign-in)',
  }),
  STRIPE_SECRET_KEY: defineVariable({
    schema: z.string().optional(),
    usedBy: 'functions',
    meaning: 'Stripe secret key; unset: the local test gateway (refused in production)',
    onNetlify: 'live `sk_live_…` / test `sk_test_…`',
  }),
  PUBLIC_STRIPE_PUBLISHABLE_KEY: defineVariable({
    schema: z
      .string()
      .regex(/^pk_(live|test)_/, {
        error: 'must be a Stripe publishable key (pk_live_… or pk_test_…)',
      })
      .optional(),
    usedBy: 'build (scope: Builds)',
    meaning: 'publishable key built into the checkout page; same mode as the secret key',
    onNetlify: 'live `pk_live_…` / test `pk_test_…`',
  }),
  STRIPE_WEBHOOK_SECRET: defineVariable({
    schema: z
      .string()
      .startsWith('whsec_', { error: 'must be a Stripe webhook signing secret (whsec_…)' })
      .optional(),
    usedBy: 'functions',
    meaning: 'signing secret of `/api/stripe/webhook`',
    whenUnset: 'unset: the webhook answers 404',
    onNetlify: "the live endpoint's / the test endpoint's `whsec_…`",
  }),
  STRIPE_TAX: defineVariable({
    schema: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
    usedBy: 'functions',
    meaning:
      "`on`: with `STRIPE_SECRET_KEY`, tax is calculated and recorded by Stripe Tax (its registrations set up in Stripe to match `TAX_REGISTRATIONS`); `off`: by the shop's own rate table",
    onNetlify: '`on` once Stripe Tax is set up / `off`',
  }),
  ESIMGO_API_KEY: defineVariable({
    schema: z.string().optional(),
    usedBy: 'functions',
    meaning:
      'eSIM Go API key; unset: the simulated provider (refused in production). Refused beside test payments (the test gateway or an `sk_test_` key): `npm start` will not start, checkout answers 503',
    onNetlify: 'live key / unset',
  }),
  ESIMGO_ALLOW_WITH_TEST_PAYMENTS: defineVariable({
    schema: z.string().optional(),
    usedBy: 'functions, `npm start`',
    meaning:
      '`1` vouches that `ESIMGO_API_KEY` is an eSIM Go sandbox key, so it may run beside test payments; any other value does not',
    onNetlify: 'never in production / `1` only with a sandbox key',
  }),
  ESIMGO_BASE_URL: defineVariable({
    schema: webAddress().default('https://api.esim-go.com/v2.4'),
    usedBy: 'functions',
    meaning: 'eSIM Go API address',
    onNetlify: 'only to override',
  }),
  ESIMGO_TIMEOUT_MS: defineVariable({
    schema: wholeNumber(1).default(15_000),
    usedBy: 'functions',
    meaning: 'eSIM Go per-call timeout, in milliseconds',
    onNetlify: 'only to override',
  }),
  PROVIDER_BALANCE_ALERT: defineVariable({
    schema: z.coerce
      .number({ error: 'must be a number of the currency, e.g. 250 or 99.50' })
      .positive({ error: 'must be a number of the currency above 0, e.g. 250 or 99.50' })
      .optional(),
    usedBy: 'functions',
    meaning:
      "when the eSIM provider's prepaid balance falls below this amount, in the balance's own currency (e.g. `250` for USD 250), the owners are mailed once per fall and the admin page shows it in warning colours; read on the admin page and by the re-drive every 5 minutes",
    whenUnset: 'unset: no alert',
    onNetlify: 'the figure that leaves you time to top up / optional',
  }),
  DELIVERY_LATE_AFTER_MINUTES: defineVariable({
    schema: wholeNumber(31, 24 * 60).default(70),
    usedBy: 'functions',
    meaning:
      'minutes after payment an eSIM not yet delivered counts as late: the customer is mailed and offered a refund, the owners alerted, once per order (the promise is 30 minutes; the rest is a margin for the re-drive, decision 0048)',
    onNetlify: 'the default, or a longer margin / the default',
  }),
  LATE_DELIVERY_REFUND: defineVariable({
    schema: z.enum(['offer', 'automatic']).default('offer'),
    usedBy: 'functions',
    meaning:
      "what happens to a late eSIM's payment: `offer` mails the customer a one-tap refund on My Orders, `automatic` refunds it in full at once",
    onNetlify: '`offer` or `automatic` / either',
  }),
  RESCUE_AFTER_MINUTES: defineVariable({
    schema: wholeNumber(15, 7 * 24 * 60).default(120),
    usedBy: 'functions',
    meaning:
      'minutes an eSIM may be in its destination (or its plan started) without using any data before its owner is mailed how to get connected, once per eSIM; checked by the re-drive',
    onNetlify: 'the default / the default',
  }),
  SIMULATED_PROVIDER_LATENCY_MS: defineVariable({
    schema: wholeNumber(0).default(300),
    usedBy: 'functions',
    meaning: "the simulated provider's delay, in milliseconds",
    onNetlify: 'not used',
  }),
  SIMULATED_PROVIDER_FAILURE_RATE: defineVariable({
    schema: fraction().default(0),
    usedBy: 'functions',
    meaning: "the simulated provider's failure rate (0–1)",
    onNetlify: 'not used',
  }),
  SIMULATED_INSTALL_AFTER_MS: defineVariable({
    schema: wholeNumber(0).default(120_000),
    usedBy: 'functions',
    meaning:
      "how long after purchase the simulated provider's eSIM counts as installed and starts using data, in milliseconds",
    onNetlify: 'not used',
  }),
  SIMULATED_DATA_MB_PER_MINUTE: defineVariable({
    schema: wholeNumber(0).default(50),
    usedBy: 'functions',
    meaning: 'how fast a simulated eSIM uses data once installed, in MB per minute (0: never)',
    onNetlify: 'not used',
  }),
  SMTP_URL: defineVariable({
    schema: z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)',
      })
      .optional(),
    usedBy: 'functions',
    meaning: 'SMTP server for every mail, e.g. `smtps://user:pass@smtp.example.com:465`',
    whenUnset: 'unset: the local outbox',
    onNetlify:
      '**required** in production (without it mail stays queued, never logged) / a sandbox inbox',
  }),
  MAIL_FROM: defineVariable({
    schema: z.string().default('Roamly <no-reply@roamly.example>'),
    usedBy: 'functions',
    meaning: 'sender of every mail',
    onNetlify: "your domain's sender",
  }),
  SUPPORT_EMAIL: defineVariable({
    schema: emailAddress().default('support@roamly.example'),
    usedBy: 'functions',
    meaning: 'where contact messages go',
    onNetlify: 'your support inbox',
  }),
  SELLER_LEGAL_NAME: defineVariable({
    schema: z.string().max(200).optional(),
    usedBy: 'build, functions',
    meaning:
      "the seller's legal name, printed on invoices, credit notes and the Japanese commercial disclosure page",
    whenUnset: 'clearly marked demo details (fine offline, never for a live shop)',
    onNetlify: "the company's registered name",
  }),
  SELLER_ADDRESS: defineVariable({
    schema: z.string().max(500).optional(),
    usedBy: 'build, functions',
    meaning: "the seller's registered address, its lines separated by `;`",
    whenUnset: 'demo details',
    onNetlify: 'the registered address',
  }),
  SELLER_PHONE: defineVariable({
    schema: z.string().max(40).optional(),
    usedBy: 'build, functions',
    meaning: "the seller's phone number, as Japan's commercial disclosure requires",
    whenUnset: 'demo details',
    onNetlify: 'a number that is answered',
  }),
  SELLER_RESPONSIBLE_PERSON: defineVariable({
    schema: z.string().max(200).optional(),
    usedBy: 'build, functions',
    meaning: 'the person responsible for the business (Japanese commercial disclosure)',
    whenUnset: 'demo details',
    onNetlify: 'a director',
  }),
  SELLER_TAX_IDS: defineVariable({
    schema: z.string().max(500).optional(),
    usedBy: 'build, functions',
    meaning:
      'the tax numbers printed on invoices, `scheme:number` separated by `;` (schemes `eu-oss`, `uk`, `jp`), e.g. `eu-oss:EU372000041;uk:GB123456789;jp:T1234567890123`',
    whenUnset: 'demo numbers, marked as such',
    onNetlify: 'the numbers of every registration in TAX_REGISTRATIONS',
  }),
  TAX_REGISTRATIONS: defineVariable({
    schema: z
      .string()
      .default('eu-oss,uk,jp')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item && item !== 'none'),
      )
      .pipe(
        z.array(
          z.enum(['eu-oss', 'uk', 'jp'], {
            error: 'must be comma-separated schemes among eu-oss, uk and jp',
          }),
        ),
      ),
    usedBy: 'functions',
    meaning:
      "where the shop is registered to collect tax: `eu-oss` (the EU's One-Stop Shop), `uk`, `jp`; `none` for no registration; no tax is computed where the shop is not registered",
    onNetlify: 'the registrations the company holds',
  }),
  VAT_CHECK: defineVariable({
    schema: z.enum(['vies', 'local'], { error: 'must be vies or local' }).optional(),
    usedBy: 'functions',
    meaning:
      "how a business buyer's EU VAT number is confirmed before the reverse charge: `vies` asks the European Commission's VIES (`VIES_URL`); `local` accepts any well-formed number of a member state, offline. The production context always asks VIES, whatever is set",
    whenUnset: '`local` (VIES in the production context)',
    onNetlify: 'not needed (production asks VIES) / unset, or `vies` to try VIES on a preview',
  }),
  VIES_URL: defineVariable({
    schema: webAddress().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
    usedBy: 'functions',
    meaning: "the base address of VIES's REST API (`/check-vat-number` is added)",
    onNetlify: 'only to override',
  }),
  NETLIFY_BUILD_HOOK_URL: defineVariable({
    schema: webAddress().optional(),
    usedBy: 'functions',
    meaning:
      'build hook called after an upload or a restore, so the pre-rendered pages show the new plans',
    whenUnset: '`npm start` sets its own, with a random secret per run',
    onNetlify: "the production build hook / the branch's hook or unset",
  }),
  NETLIFY_PURGE_API_TOKEN: defineVariable({
    schema: z.string().optional(),
    usedBy: 'functions',
    meaning: "lets an upload purge the CDN's cached catalogue answers",
    whenUnset: 'unset (nothing caches locally)',
    onNetlify: 'set by Netlify',
  }),
  CHROMIUM_PATH: defineVariable({
    schema: z.string().optional(),
    usedBy: 'tests, bench',
    meaning: 'Chromium executable',
    whenUnset:
      'browser tests: `/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`; bench: `/usr/bin/chromium`',
    onNetlify: 'not used',
  }),
};

export type EnvName = keyof typeof ENV_VARIABLES;
/** What reading a variable gives: its parsed value, or its default. */
export type EnvValue<Name extends EnvName> = z.output<(typeof ENV_VARIABLES)[Name]['schema']>;
