import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { needsPolling, orderStatus, provisioningLabel } from './order-status.ts';

const en = translator('en');

describe('what the customer sees of an order (docs/product.md#order-labels)', () => {
  test("pending and provisioning read 'Activating eSIM...', then 'Ready' or 'Failed'", () => {
    expect(provisioningLabel(en, 'pending')).toBe('Activating eSIM...');
    expect(provisioningLabel(en, 'provisioning')).toBe('Activating eSIM...');
    expect(provisioningLabel(en, 'completed')).toBe('Ready');
    expect(provisioningLabel(en, 'failed')).toBe('Failed');
  });

  test('the account view calls an order on its way pending', () => {
    expect(orderStatus('provisioning')).toBe('pending');
    expect(orderStatus('completed')).toBe('completed');
  });

  test('a refunded order reads refunded, whatever its provisioning', () => {
    expect(orderStatus('completed', '2026-05-02T10:00:00.000Z')).toBe('refunded');
    expect(orderStatus('completed', null)).toBe('completed');
  });

  test('polling is needed only while an order is pending or provisioning', () => {
    expect(
      needsPolling([{ provisioningStatus: 'completed' }, { provisioningStatus: 'provisioning' }]),
    ).toBe(true);
    expect(
      needsPolling([{ provisioningStatus: 'completed' }, { provisioningStatus: 'failed' }]),
    ).toBe(false);
    expect(needsPolling([])).toBe(false);
  });
});
