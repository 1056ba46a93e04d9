import { afterEach, expect, test } from 'vitest';
import { setEnv } from '../../../tests/support/env.ts';
import { localVatCheck } from './local-vat-check.ts';
import { vatNumberCheckFor } from './vat-check-port.ts';

let restore = () => {};
afterEach(() => restore());

test('a production deploy always asks VIES; elsewhere the stand-in answers unless told', () => {
  for (const setting of [undefined, 'local']) {
    restore = setEnv({ VAT_CHECK: setting, CONTEXT: 'production' });
    expect(vatNumberCheckFor()).not.toBe(localVatCheck);
    restore();
  }
  restore = setEnv({ VAT_CHECK: undefined, CONTEXT: 'deploy-preview' });
  expect(vatNumberCheckFor()).toBe(localVatCheck);
  restore();
  restore = setEnv({ VAT_CHECK: 'vies', CONTEXT: undefined });
  expect(vatNumberCheckFor()).not.toBe(localVatCheck);
});

test('the stand-in confirms a well-formed number of a member state, and nothing else', async () => {
  for (const [vatId, outcome] of [
    ['DE123456789', 'valid'],
    ['EL094014201', 'valid'],
    ['GB123456789', 'invalid'],
    ['DE1', 'invalid'],
  ] as const)
    expect(await localVatCheck.check(vatId)).toMatchObject({ outcome, requestId: null });
});
