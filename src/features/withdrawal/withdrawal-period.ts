/**
 * The withdrawal period and what the pages share about a withdrawal, without zod, for the islands
 * (docs/decisions/0042-withdrawal-function.md).
 */

/** The withdrawal period: 14 days from the contract (the order's payment). */
export const WITHDRAWAL_PERIOD_DAYS = 14;
export const WITHDRAWAL_PERIOD_MS = WITHDRAWAL_PERIOD_DAYS * 24 * 60 * 60 * 1000;

/** Whether an order bought at `createdAt` is still within its withdrawal period at `now`. */
export const withinWithdrawalPeriod = (createdAt: string, now: number): boolean =>
  now - Date.parse(createdAt) <= WITHDRAWAL_PERIOD_MS;

/** The page of the confirm step; a mailed link adds `?link=…`, My Orders `?order=…`. */
export const WITHDRAW_PATH = '/withdraw';
export const WITHDRAW_CONFIRM_PATH = '/withdraw/confirm';

/** What became of a withdrawal: the refund it started, or why the shop refunds nothing itself. */
export const withdrawalOutcomes = [
  'refunded',
  'refund-under-way',
  'delivery-started',
  'support',
] as const;
export type WithdrawalOutcome = (typeof withdrawalOutcomes)[number];

/** The contract the confirm step shows. */
export interface WithdrawalContract {
  orderId: string;
  orderNumber: string;
  plan: string;
  boughtAt: string;
  /** The account's name, to prefill the name asked. */
  name: string;
  email: string;
  /** Set when a withdrawal of this order was received already. */
  receivedAt: string | null;
}
