import type { Config } from '@netlify/functions';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/login: the orders page's sign-in address is the sign-in page
 * (docs/product.md#sign-in-gate).
 */
export default withRequestLog('login', async (req: Request) =>
  Response.redirect(new URL('/signin', req.url), 302),
);

export const config: Config = { path: '/api/login' };
