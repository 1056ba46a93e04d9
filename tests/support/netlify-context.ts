/** The parts of Netlify's function Context that our handlers read, for calling them in-process. */
import type { Context } from '@netlify/functions';

export function functionContext(params: Record<string, string> = {}, ip = '203.0.113.7'): Context {
  return { params, ip, requestId: 'test-request' } as unknown as Context;
}
