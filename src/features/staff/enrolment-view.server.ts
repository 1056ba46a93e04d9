/** The second-factor screen's data: enrolled, or the secret and its QR code (an SVG) to enrol. */
import { enrolmentOf, type PendingSignIn } from './second-factor.server.ts';

export type EnrolmentView =
  { enrolled: true } | { enrolled: false; secret: string; otpauthUri: string; qrSvg: string };

export async function enrolmentView(pending: PendingSignIn): Promise<EnrolmentView> {
  const enrolment = await enrolmentOf(pending);
  if (enrolment.enrolled) return enrolment;
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(enrolment.uri, { type: 'svg', margin: 2 });
  return { enrolled: false, secret: enrolment.secret, otpauthUri: enrolment.uri, qrSvg };
}
