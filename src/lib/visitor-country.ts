/**
 * The country Netlify places a request in (`context.geo`), as an upper-case ISO code; null when it
 * gives none. The browser tests' server alone also takes `X-Test-Country`, so a spec can shop from
 * anywhere; Netlify's emulator otherwise gives every local request its fixed stand-in, the US.
 */
import { isBrowserTestServer, type EnvSource } from './env.ts';

/** What this reads of Netlify's function context. */
interface GeoContext {
  geo?: { country?: { code?: string } };
}

const asCountryCode = (value: string | null | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
};

export function visitorCountry(
  req: Request,
  context: GeoContext,
  source: EnvSource = process.env,
): string | null {
  const asked = isBrowserTestServer(source)
    ? asCountryCode(req.headers.get('X-Test-Country'))
    : null;
  return asked ?? asCountryCode(context.geo?.country?.code);
}
