/** The eSIM QR code: a PNG of the LPA activation string, made with `qrcode`. */
import QRCode from 'qrcode';

export async function qrPng(lpa: string): Promise<Buffer> {
  return QRCode.toBuffer(lpa, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 480 });
}

/** `esim-5GB-7-Days-1a2b3c4d.png`-style names, safe on every file system. */
export function qrFileName(planName: string, orderId: string): string {
  return `esim-${planName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${orderId}.png`;
}
