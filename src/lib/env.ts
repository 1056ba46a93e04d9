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
