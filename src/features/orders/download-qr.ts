/**
 * Saving an eSIM QR code as a file (names: docs/product.md#qr-file-names). The image is only served
 * to its owner, so it is fetched with the session's credentials and saved from a blob.
 */
import { apiUrl } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';

/** 'USA 5GB 7 Days' → 'usa-5gb-7-days': safe on every file system. */
function fileSafePlanName(planName: string): string {
  return (
    planName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'esim'
  );
}

/** The orders page's name: esim-{planName}-{orderId}.png. */
export function orderQrFileName(planName: string, orderId: string): string {
  return `esim-${fileSafePlanName(planName)}-${orderId.replace(/[^A-Za-z0-9_-]/g, '')}.png`;
}

/** The account page's name: {planName}-esim-qr-code.png. */
export function accountQrFileName(planName: string): string {
  return `${fileSafePlanName(planName)}-esim-qr-code.png`;
}

/** Fetches the PNG and hands it to the browser as a download. */
export async function downloadQr(qrCodeUrl: string, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(qrCodeUrl), { credentials: 'include' });
  if (!response.ok) throw new Error('The QR code could not be downloaded. Please try again.');
  saveFile(await response.blob(), fileName);
}
