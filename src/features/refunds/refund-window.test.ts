import { describe, expect, test } from 'vitest';
import {
  REFUND_WINDOW_DAYS,
  REFUND_WINDOW_MS,
  refundableUntil,
  withRefundWindow,
} from './refund-window.ts';

describe('the refund window', () => {
  test("'Cancel and refund' is offered for the refund window after purchase, only on a delivered eSIM not refunded and not a top-up", () => {
    const bought = {
      createdAt: '2026-05-01T10:00:00.000Z',
      provisioningStatus: 'completed' as const,
      topUpOf: null,
      refundedAt: null,
    };
    expect(refundableUntil(bought)).toBe('2026-05-15T10:00:00.000Z');
    expect(Date.parse(refundableUntil(bought)!) - Date.parse(bought.createdAt)).toBe(
      REFUND_WINDOW_MS,
    );
    expect(refundableUntil({ ...bought, provisioningStatus: 'provisioning' })).toBeNull();
    expect(refundableUntil({ ...bought, topUpOf: 'a'.repeat(24) })).toBeNull();
    expect(refundableUntil({ ...bought, refundedAt: '2026-05-02T10:00:00.000Z' })).toBeNull();
  });

  test('content texts get the number of days for every {refundWindowDays}', () => {
    expect(withRefundWindow('within {refundWindowDays} days; {refundWindowDays}-day window')).toBe(
      `within ${REFUND_WINDOW_DAYS} days; ${REFUND_WINDOW_DAYS}-day window`,
    );
  });
});
