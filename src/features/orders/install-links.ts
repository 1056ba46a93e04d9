/**
 * One-tap eSIM installation: the links iOS 17.4+ and supporting Android phones open to install an
 * eSIM from its LPA activation string, and the manual details for typing it in. Which of them
 * leads on a screen is esims/install-device.ts. Pure and zod-free: the install island imports it.
 */

/** The manual entry fields: the SM-DP+ address and the activation (matching) code. */
export interface ManualInstallDetails {
  smdpAddress: string;
  activationCode: string;
}

/** What an eSIM's owner is shown to install it: both one-tap links and the manual details. */
export interface InstallDetails extends ManualInstallDetails {
  iosUrl: string;
  androidUrl: string;
}

const IOS_SETUP = 'https://esimsetup.apple.com/esim_qrcode_provisioning';
const ANDROID_SETUP = 'https://esimsetup.android.com/esim_qrcode_provisioning';

/**
 * A setup page with the whole LPA string as `carddata`, encoded so nothing in it can leave the
 * query value.
 */
const setupLink = (base: string, lpa: string) => `${base}?carddata=${encodeURIComponent(lpa)}`;

/** The iPhone link (iOS 17.4+, opened in the system browser). */
export const iosInstallUrl = (lpa: string) => setupLink(IOS_SETUP, lpa);

/** The Android link (support varies by maker). */
export const androidInstallUrl = (lpa: string) => setupLink(ANDROID_SETUP, lpa);

/**
 * `LPA:1$<SM-DP+ address>$<matching id>` (GSMA SGP.22) split into its manual fields; null when
 * the string is not of that shape. An optional trailing field (confirmation-code flag) is ignored.
 */
export function splitLpa(lpa: string): ManualInstallDetails | null {
  const [prefix, smdpAddress, activationCode] = lpa.split('$');
  if (prefix !== 'LPA:1' || !smdpAddress || !activationCode) return null;
  return { smdpAddress, activationCode };
}

/** Both links and the manual details of an LPA string; null when it is not one. */
export function installDetails(lpa: string): InstallDetails | null {
  const manual = splitLpa(lpa);
  if (!manual) return null;
  return { ...manual, iosUrl: iosInstallUrl(lpa), androidUrl: androidInstallUrl(lpa) };
}
