import { expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { refundRefusalKeys, refundRefusals, type RefundRefusal } from './refund-rules.ts';
import { REFUND_WINDOW_DAYS } from './refund-window.ts';

test('a customer reads in English exactly what staff read of each refund refusal', () => {
  const t = translator('en');
  for (const reason of Object.keys(refundRefusals) as RefundRefusal[]) {
    expect(t(refundRefusalKeys[reason], { days: REFUND_WINDOW_DAYS }), reason).toBe(
      refundRefusals[reason],
    );
  }
});
