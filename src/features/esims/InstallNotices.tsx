/**
 * What a phone that cannot install from the link is told instead: an app's built-in browser is
 * sent to Safari or Chrome (install links fail inside apps), and an iPhone older than iOS 17.4
 * types the details in by hand.
 */
import Icon from '../../components/ui/Icon.tsx';
import CopyButton from './CopyButton.tsx';
import type { PhoneOs } from './install-device.ts';

const notice =
  'grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50';
const noticeTitle = 'flex items-center gap-2 text-base font-semibold';

/** `app`: the app's name as inAppBrowserOf gives it ('Instagram', 'the Google app', 'this app'). */
export function InAppBrowserNotice({ os, app }: { os: PhoneOs; app: string }) {
  const browser = os === 'ios' ? 'Safari' : 'Chrome';
  const owner = app.charAt(0).toUpperCase() + app.slice(1);
  // My Orders itself: the customer signs in there if that browser has no session yet.
  const link = `${window.location.origin}/orders`;
  return (
    <div className={notice}>
      <p className={noticeTitle}>
        <Icon name="info" className="size-5 shrink-0" />
        Open this page in {browser}
      </p>
      <p>
        {owner}'s built-in browser cannot install an eSIM. Use the app's menu (••• or ⋮) to open
        this page in {browser}, or copy the link and paste it there. You may need to sign in again.
      </p>
      <p className="font-mono break-words">{link}</p>
      <CopyButton
        value={link}
        name="link"
        text="Copy link"
        className="btn-primary min-h-12 w-full justify-center text-base"
      />
    </div>
  );
}

export function OldIphoneNotice() {
  return (
    <div className={notice}>
      <p className={noticeTitle}>
        <Icon name="info" className="size-5 shrink-0" />
        One-tap install needs iOS 17.4 or later
      </p>
      <p>
        Update your iPhone in Settings → General → Software Update, or add the eSIM by hand:
        Settings → Mobile Data (or Cellular) → Add eSIM → Use QR Code → Enter Details Manually, then
        type in the two details below.
      </p>
    </div>
  );
}
