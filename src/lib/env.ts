/**
 * The one place that reads server environment variables. Everything optional here has a local
 * default so the shop runs offline with no accounts or keys (README, "Environment").
 */

type NetlifyGlobal = { context?: { deploy?: { context?: string } } | null };

/** The Netlify deploy context: production, deploy-preview, branch-deploy, dev; 'dev' locally. */
export function deployContext(): string {
  const fromRuntime = (globalThis as { Netlify?: NetlifyGlobal }).Netlify?.context?.deploy?.context;
  return process.env.CONTEXT || fromRuntime || 'dev';
}

/** Reads an optional variable, treating an empty string as unset. */
export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Reads a variable that must be set in this configuration; fails fast naming it. */
export function requiredEnv(name: string): string {
  const value = optionalEnv(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/**
 * The site's own address, for links in mails and calls to our own functions (DESIGN.md §7:
 * never a request's Host, which anyone can forge). SITE_URL wins. In production Netlify's `URL`
 * is the site's main address; a deploy preview or branch deploy is its own site, so it uses its
 * own address (`DEPLOY_PRIME_URL`, else the deploy's permalink), never production's. Locally
 * `npm start` sets URL to http://localhost:PORT.
 */
export function siteUrl(): string {
  const context = deployContext();
  const ownDeploy = context === 'production' || context === 'dev' ? undefined : (optionalEnv('DEPLOY_PRIME_URL') ?? deployPermalink());
  const configured = optionalEnv('SITE_URL') ?? ownDeploy ?? optionalEnv('URL');
  if (configured) return new URL(configured).origin;
  if (context !== 'dev') throw new Error('Missing environment variable URL (or SITE_URL): links in mails need the site address');
  return `http://localhost:${optionalEnv('PORT') ?? '8888'}`;
}

type NetlifyDeployGlobal = { context?: { deploy?: { id?: string }; site?: { name?: string } } | null };

/** `https://<deploy id>--<site name>.netlify.app`, the address of exactly this deploy, when known. */
function deployPermalink(): string | undefined {
  const context = (globalThis as { Netlify?: NetlifyDeployGlobal }).Netlify?.context;
  const id = context?.deploy?.id;
  const name = context?.site?.name;
  return id && name ? `https://${id}--${name}.netlify.app` : undefined;
}

/** Development only: a known value, so a fresh clone runs; every Netlify context must set its own. */
const DEVELOPMENT_SIGNING_SECRET = 'roamly-local-development-signing-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * The server-side secret behind signed values (the provisioning trigger, device cookies).
 * SIGNING_SECRET; outside local development a missing or short one fails fast, naming it.
 */
export function signingSecret(): string {
  const secret = optionalEnv('SIGNING_SECRET');
  if (secret) {
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`Environment variable SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return secret;
  }
  if (deployContext() !== 'dev') throw new Error('Missing environment variable SIGNING_SECRET (at least 32 random characters)');
  return DEVELOPMENT_SIGNING_SECRET;
}
