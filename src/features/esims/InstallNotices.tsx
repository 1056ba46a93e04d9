/**
 * What a phone that cannot install from the link is told instead: an app's built-in browser is
 * sent to Safari or Chrome (install links fail inside apps), and an iPhone older than iOS 17.4
 * types the details in by hand. And, whatever the screen, the settings to make before flying.
 */
import Icon from '../../components/ui/Icon.tsx';
import CopyButton from './CopyButton.tsx';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import type { InAppBrowser, PhoneOs } from './install-device.ts';
import { BEFORE_YOU_FLY_PATH } from './install-guide.ts';

const notice =
  'grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50';
const noticeTitle = 'flex items-center gap-2 text-base font-semibold';

/** The app as the notice names it: its brand, or words for the Google app and an unnamed one. */
function appName(t: Translator, app: InAppBrowser): string {
  if (app === 'google-app') return t('esims.googleApp');
  if (app === 'unnamed-app') return t('esims.unnamedApp');
  return app;
}

/** The sentence may open with the app's name in words ('the Google app'). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function InAppBrowserNotice({
  t,
  os,
  app,
}: {
  t: Translator;
  os: PhoneOs;
  app: InAppBrowser;
}) {
  const browser = os === 'ios' ? 'Safari' : 'Chrome';
  // My Orders itself: the customer signs in there if that browser has no session yet.
  const link = `${window.location.origin}${localizedPath(t.locale, '/orders')}`;
  return (
    <div className={notice}>
      <p className={noticeTitle}>
        <Icon name="info" className="size-5 shrink-0" />
        {t('esims.openInBrowser', { browser })}
      </p>
      <p>{capitalised(t('esims.inAppBrowserText', { app: appName(t, app), browser }))}</p>
      <p className="font-mono break-words">{link}</p>
      <CopyButton
        t={t}
        value={link}
        name={t('esims.linkName')}
        text={t('esims.copyLink')}
        className="btn-primary min-h-12 w-full justify-center text-base"
      />
    </div>
  );
}

export function OldIphoneNotice({ t }: { t: Translator }) {
  return (
    <div className={notice}>
      <p className={noticeTitle}>
        <Icon name="info" className="size-5 shrink-0" />
        {t('esims.oldIphoneHeading')}
      </p>
      <p>{t('esims.oldIphoneText')}</p>
    </div>
  );
}

/** A home line left roaming on data bills at home: the guide's section says what to set. */
export function BeforeYouFlyNote({ t }: { t: Translator }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('esims.beforeYouFly')}{' '}
      <a
        href={localizedPath(t.locale, BEFORE_YOU_FLY_PATH)}
        className="font-semibold text-brand-700 underline dark:text-brand-200"
      >
        {t('esims.beforeYouFlyLink')}
      </a>
    </p>
  );
}
