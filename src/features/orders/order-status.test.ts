import { describe, expect, test } from 'vitest';
import { needsPolling, orderStatus, provisioningLabel } from './order-status.ts';
import { REFUND_WINDOW_MS, refundableUntil } from './refund-window.ts';

describe('what the customer sees of an order (spec §4)', () => {
  test("pending and provisioning read 'Activating eSIM...', then 'Ready' or 'Failed'", () => {
    expect(provisioningLabel('pending')).toBe('Activating eSIM...');
    expect(provisioningLabel('provisioning')).toBe('Activating eSIM...');
    expect(provisioningLabel('completed')).toBe('Ready');
    expect(provisioningLabel('failed')).toBe('Failed');
  });

  test('the account view calls an order on its way pending', () => {
    expect(orderStatus('provisioning')).toBe('pending');
    expect(orderStatus('completed')).toBe('completed');
  });

  test('a refunded order reads refunded, whatever its provisioning', () => {
    expect(orderStatus('completed', '2026-05-02T10:00:00.000Z')).toBe('refunded');
    expect(orderStatus('completed', null)).toBe('completed');
  });

  test("'Cancel and refund' is offered for 14 days after purchase, only on a delivered eSIM not refunded and not a top-up", () => {
    const bought = { createdAt: '2026-05-01T10:00:00.000Z', provisioningStatus: 'completed' as const, topUpOf: null, refundedAt: null };
    expect(refundableUntil(bought)).toBe('2026-05-15T10:00:00.000Z');
    expect(Date.parse(refundableUntil(bought)!) - Date.parse(bought.createdAt)).toBe(REFUND_WINDOW_MS);
    expect(refundableUntil({ ...bought, provisioningStatus: 'provisioning' })).toBeNull();
    expect(refundableUntil({ ...bought, topUpOf: 'a'.repeat(24) })).toBeNull();
    expect(refundableUntil({ ...bought, refundedAt: '2026-05-02T10:00:00.000Z' })).toBeNull();
  });

  test('polling is needed only while an order is pending or provisioning', () => {
    expect(needsPolling([{ provisioningStatus: 'completed' }, { provisioningStatus: 'provisioning' }])).toBe(true);
    expect(needsPolling([{ provisioningStatus: 'completed' }, { provisioningStatus: 'failed' }])).toBe(false);
    expect(needsPolling([])).toBe(false);
  });
});
