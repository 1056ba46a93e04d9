/**
 * Saving an eSIM QR code as a file (names: docs/product.md#qr-file-names). The image is only served
 * to its owner, so it is fetched with the session's credentials and saved from a blob.
 */
import { apiUrl } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import type { Translator } from '../i18n/translate.ts';

/** 'USA 5GB 7 Days' → 'usa-5gb-7-days': safe on every file system. */
function fileSafePlanName(planName: string): string {
  return (
    planName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'esim'
  );
}

/** The orders page's name: esim-{planName}-{orderId}.png in English. */
export function orderQrFileName(t: Translator, planName: string, orderId: string): string {
  return t('orders.qrFileOfOrder', {
    plan: fileSafePlanName(planName),
    order: orderId.replace(/[^A-Za-z0-9_-]/g, ''),
  });
}

/** The account page's name: {planName}-esim-qr-code.png in English. */
export function accountQrFileName(t: Translator, planName: string): string {
  return t('orders.qrFileOfAccount', { plan: fileSafePlanName(planName) });
}

/** Fetches the PNG and hands it to the browser as a download. */
export async function downloadQr(
  t: Translator,
  qrCodeUrl: string,
  fileName: string,
): Promise<void> {
  const response = await fetch(apiUrl(qrCodeUrl), { credentials: 'include' });
  if (!response.ok) throw new Error(t('orders.qrNotDownloaded'));
  saveFile(await response.blob(), fileName);
}
