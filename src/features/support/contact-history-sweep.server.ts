/**
 * Deletes the support history three years after each message: its record, thread, reply bindings
 * and inbox entries. Days are walked oldest first from its cursor through each day's `all` inbox
 * list, so no run lists more than the days it sweeps (docs/retention.md).
 */
import * as z from 'zod';
import { storeFamily } from '../../lib/store-family.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { BudgetSpent } from '../../lib/sweep-budget.ts';
import { messagesOfDay, removeFromInbox } from './contact-inbox-index.server.ts';
import { removeContactRecord } from './contact-messages.server.ts';
import { readThread, removeThread } from './contact-threads.server.ts';

const DAY_MS = 86_400_000;
/** How long support history is kept (docs/retention.md, the privacy page). */
const CONTACT_HISTORY_YEARS = 3;
/** No message is older: the contact form came with the shop's first year. */
const FIRST_DAY = '2026-01-01';

const cursors = storeFamily(
  'contact',
  'history-sweep/',
  z.object({ day: z.string().regex(/^\d{4}-\d\d-\d\d$/) }),
);

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);

/** The first day still kept at `now`: every message received before it is past its time. */
function firstDayKept(now: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - CONTACT_HISTORY_YEARS);
  return dayOf(date.getTime());
}

async function removeMessage(messageId: string, budget: SweepBudget): Promise<void> {
  budget.take();
  const thread = await readThread(messageId);
  if (thread) await removeThread(messageId, thread, () => budget.take());
  budget.take();
  await removeContactRecord(messageId);
  await removeFromInbox(messageId, () => budget.take());
}

/** One bounded run: days past their time, oldest first, until the budget is spent. */
export async function sweepContactHistory(budget: SweepBudget, now = Date.now()) {
  const until = firstDayKept(now);
  let day = FIRST_DAY;
  let removed = 0;
  try {
    budget.take();
    day = (await cursors.readIfValid('cursor'))?.day ?? FIRST_DAY;
    while (day < until) {
      budget.take();
      for (const messageId of await messagesOfDay(day)) {
        await removeMessage(messageId, budget);
        removed++;
      }
      day = nextDay(day);
      budget.take();
      await cursors.write('cursor', { day });
    }
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
  }
  const behind = Math.max(0, Date.parse(until) - Date.parse(day));
  return { removed, hoursBehind: behind / 3_600_000 };
}
