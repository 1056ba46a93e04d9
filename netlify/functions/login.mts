import type { Config } from '@netlify/functions';

/** GET /api/login: the orders page's sign-in address (spec §6) is the sign-in page. */
export default async (req: Request) => Response.redirect(new URL('/signin', req.url), 302);

export const config: Config = { path: '/api/login' };
