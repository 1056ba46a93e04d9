/** The eSIM QR code: a PNG of the LPA activation string, made with `qrcode`. */

/**
 * The PNG; `qrcode` (and pngjs) load on the first call, so a function that draws none never loads
 * them.
 */
export async function qrPng(lpa: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(lpa, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
}

/** `esim-5GB-7-Days-1a2b3c4d.png`-style names, safe on every file system. */
export function qrFileName(planName: string, orderId: string): string {
  return `esim-${planName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${orderId}.png`;
}
