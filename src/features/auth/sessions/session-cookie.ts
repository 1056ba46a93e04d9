/**
 * The session cookie: `__Host-sid` on https, `sid` on http://localhost (a `__Host-` cookie needs
 * https). HttpOnly, Secure, SameSite=Lax, Path=/. The readable `signed_in=1` beside it only
 * tells the page's script that a user check is worth a call; it grants nothing.
 */
import { SESSION_IDLE_MS } from './sessions.server.ts';

const HINT = 'signed_in';

function sessionCookieName(req: Request): string {
  return new URL(req.url).protocol === 'https:' ? '__Host-sid' : 'sid';
}

export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function readSessionToken(req: Request): string | undefined {
  return readCookie(req, sessionCookieName(req));
}

const maxAge = Math.floor(SESSION_IDLE_MS / 1000);

export function sessionCookies(req: Request, token: string): string[] {
  return [
    `${sessionCookieName(req)}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`,
    `${HINT}=1; Path=/; Max-Age=${maxAge}; Secure; SameSite=Lax`,
  ];
}

export function clearedSessionCookies(req: Request): string[] {
  return [
    `${sessionCookieName(req)}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    `${HINT}=; Path=/; Max-Age=0; Secure; SameSite=Lax`,
  ];
}

/** Adds Set-Cookie headers to a response. */
export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}
