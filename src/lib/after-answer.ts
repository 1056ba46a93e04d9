/**
 * Work that must not delay the answer (mail after the answer, so a known and an unknown e-mail
 * take the same time: docs/decisions/0007-same-answer-same-time.md). Netlify keeps the function
 * alive until `waitUntil`'s promise settles; without a context (a script) the work simply runs on.
 */
import type { Context } from '@netlify/functions';

export function afterAnswer(
  context: Pick<Context, 'waitUntil'> | undefined,
  work: () => Promise<unknown>,
): void {
  const running = Promise.resolve()
    .then(work)
    .catch((error: unknown) =>
      console.error(
        'Work after the answer failed:',
        error instanceof Error ? error.message : error,
      ),
    );
  if (typeof context?.waitUntil === 'function') context.waitUntil(running);
}
