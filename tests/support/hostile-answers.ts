/**
 * The rules every answer to a hostile request keeps (docs/decisions/0008-the-api-boundary.md):
 * never a 5xx; every 4xx is JSON with a non-empty `message`; a refused call (4xx) changes no stored
 * record. Console output is silenced, but what a failing case logged is put into its failure
 * message.
 */
import { expect, vi } from 'vitest';
import { afterAnswersSettled } from './netlify-context.ts';
import {
  changedRecords,
  createBlobsSnapshotter,
  type BlobsSnapshot,
  type StoredRecord,
} from './hostile-snapshot.ts';

/** Writes a refusal makes on purpose, e.g. the sign-in failure counter behind a 401. */
export type RefusalWrites = (record: StoredRecord, status: number) => boolean;

const LOGGED_LINES_KEPT = 20;

export function createAnswerChecker(blobsDirectory: string) {
  const snapshot = createBlobsSnapshotter(blobsDirectory);
  const logged: string[] = [];
  let latest: BlobsSnapshot | undefined;
  let cases = 0;
  const statuses = new Map<string, Map<number, number>>();

  const keep =
    (level: string) =>
    (...args: unknown[]) => {
      logged.push(`${level}: ${args.map(String).join(' ').slice(0, 500)}`);
      if (logged.length > LOGGED_LINES_KEPT) logged.shift();
    };

  return {
    /** How many calls were checked. */
    get cases() {
      return cases;
    },

    /** Answers by function and status, one line per function: 'plans: 200×90 400×50'. */
    summary(): string {
      return [...statuses]
        .map(
          ([label, counts]) =>
            `${label}: ${[...counts]
              .sort(([a], [b]) => a - b)
              .map(([status, count]) => `${status}×${count}`)
              .join(' ')}`,
        )
        .join('\n');
    },

    /** Replaces console output with a short memory of it (console.info stays, for the report). */
    silenceConsole() {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(keep('error'));
      vi.spyOn(console, 'warn').mockImplementation(keep('warn'));
    },

    /** Calls the function once and checks its answer against the rules. */
    async check(
      label: string,
      call: () => Promise<Response | void>,
      refusalWrites: RefusalWrites = () => false,
    ): Promise<void> {
      // The snapshot after one call is the one before the next: calls run one at a time.
      const before = latest ?? (await snapshot());
      latest = undefined;
      logged.length = 0;
      const answer = await call();
      const text = answer ? await answer.text() : '';
      // What a call leaves running after its answer (mail, sent after it:
      // docs/decisions/0007-same-answer-same-time.md) is part of what it stored.
      await afterAnswersSettled();
      const after = await snapshot();
      latest = after;
      cases++;
      const counts = statuses.get(label) ?? new Map<number, number>();
      statuses.set(
        label,
        counts.set(answer?.status ?? 202, (counts.get(answer?.status ?? 202) ?? 0) + 1),
      );
      if (!answer) return; // a background or scheduled function: nothing to answer, only not to crash

      const { status } = answer;
      const context = `${label} answered ${status} ${text.slice(0, 300)}\nlogged:\n${logged.join('\n')}`;
      expect(status, context).toBeLessThan(500);
      if (status < 400) return;
      expect(answer.headers.get('content-type') ?? '', context).toMatch(/^application\/json\b/);
      let body: { message?: unknown } = {};
      try {
        body = JSON.parse(text) as { message?: unknown };
      } catch {
        // not JSON: the message check below fails with the answer in its context
      }
      expect(typeof body.message === 'string' && body.message.trim() !== '', context).toBe(true);
      expect(
        changedRecords(before, after, (record) => refusalWrites(record, status)),
        context,
      ).toEqual([]);
    },
  };
}
