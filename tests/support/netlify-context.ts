/** The parts of Netlify's function Context that our handlers read, for calling them in-process. */
import type { Context } from '@netlify/functions';

/** Promises handed to `context.waitUntil` by calls made in this process, not yet settled. */
const pending = new Set<Promise<unknown>>();

export function functionContext(
  params: Record<string, string> = {},
  ip = '203.0.113.7',
  country?: string,
): Context {
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = Promise.resolve(promise).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const geo = country ? { country: { code: country } } : {};
  return { params, ip, geo, requestId: 'test-request', waitUntil } as unknown as Context;
}

/**
 * Resolves once the work every call left running after its answer has settled (as Netlify waits for
 * it).
 */
export async function afterAnswersSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
