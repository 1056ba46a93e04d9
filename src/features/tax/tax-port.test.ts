import { afterEach, expect, test } from 'vitest';
import { setEnv } from '../../../tests/support/env.ts';
import { localTax } from './local-tax.ts';
import { taxPortFor } from './tax-port.ts';

let restore = () => {};
afterEach(() => restore());

test('Stripe Tax computes tax only with a Stripe key and STRIPE_TAX=on', () => {
  restore = setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_TAX: 'on' });
  expect(taxPortFor()).toBe(localTax);
  restore();
  restore = setEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_TAX: undefined });
  expect(taxPortFor()).toBe(localTax);
  restore();
  restore = setEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_TAX: 'on' });
  expect(taxPortFor()).not.toBe(localTax);
  expect(taxPortFor()).toBe(taxPortFor());
});
