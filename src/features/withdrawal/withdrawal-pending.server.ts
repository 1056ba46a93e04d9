/**
 * `withdrawal-pending/<orderId>`: a withdrawal received whose outcome is not written yet, written
 * before its record and removed once the outcome is written and acknowledged, for the re-drive to
 * settle what a crash left (docs/decisions/0042-withdrawal-function.md).
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

const pending = ordersStoreFamily('withdrawal-pending/', z.object({ listedAt: z.number() }));

export async function listPendingWithdrawal(orderId: string, now: number): Promise<void> {
  await pending.write(orderId, { listedAt: now });
}

export function pendingWithdrawalIds(): Promise<string[]> {
  return pending.listNames();
}

/** When the entry was written, or null when it is gone or damaged. */
export async function pendingWithdrawalListedAt(orderId: string): Promise<number | null> {
  return (await pending.readIfValid(orderId))?.listedAt ?? null;
}

export async function forgetPendingWithdrawal(orderId: string): Promise<void> {
  await pending.remove(orderId);
}
