import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { accountQrFileName, orderQrFileName } from './download-qr.ts';

const en = translator('en');

describe('QR code file names (docs/product.md#qr-file-names)', () => {
  test('the orders page saves esim-{planName}-{orderId}.png, spaces as hyphens', () => {
    expect(orderQrFileName(en, 'USA 5GB 7 Days', 'ord_1a2b3c4d')).toBe(
      'esim-usa-5gb-7-days-ord_1a2b3c4d.png',
    );
  });

  test('the account page saves {planName}-esim-qr-code.png', () => {
    expect(accountQrFileName(en, 'Europe 10GB 14 Days')).toBe(
      'europe-10gb-14-days-esim-qr-code.png',
    );
  });

  test('characters no file system takes are dropped', () => {
    expect(accountQrFileName(en, ' Asia / Pacific: 3GB ')).toBe(
      'asia-pacific-3gb-esim-qr-code.png',
    );
    expect(orderQrFileName(en, '***', '../x')).toBe('esim-esim-x.png');
  });
});
