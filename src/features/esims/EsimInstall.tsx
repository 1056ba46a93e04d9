/**
 * How to install a delivered eSIM, led by what works on the screen reading it: one tap on a phone,
 * the way out of an app's browser, the QR code on a computer, the manual details a tap away
 * (docs/product.md#install-links). Owner only: these are bearer credentials.
 */
import type { ReactNode } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import Icon from '../../components/ui/Icon.tsx';
import type { IconName } from '../../components/ui/icons.ts';
import { installDeviceOf, type InstallDevice, type PhoneOs } from './install-device.ts';
import type { InstallDetails } from '../orders/install-links.ts';
import ManualDetails from './ManualDetails.tsx';
import type { MessageKey, Translator } from '../i18n/translate.ts';
import { BeforeYouFlyNote, InAppBrowserNotice, OldIphoneNotice } from './InstallNotices.tsx';

const COMPUTER: InstallDevice = { kind: 'screen' };

/** `qrCode`: the order's QR code block, shown first on a computer and folded on a phone. */
export default function EsimInstall({
  t,
  install,
  qrCode,
}: {
  t: Translator;
  install: InstallDetails;
  qrCode: ReactNode;
}) {
  // The orders list renders its cards only once hydrated, so a card's first paint already knows its
  // device.
  const device = useHydrated() ? installDeviceOf(navigator.userAgent) : COMPUTER;
  const manual = <ManualDetails t={t} details={install} />;
  return (
    <section aria-label={t('esims.installLabel')} className="grid gap-3">
      {device.kind === 'screen' && (
        <>
          {qrCode}
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('esims.cannotScan')}</p>
          {manual}
        </>
      )}
      {device.kind === 'phone' && <OneTapInstall t={t} os={device.os} install={install} />}
      {device.kind === 'in-app' && <InAppBrowserNotice t={t} os={device.os} app={device.app} />}
      {device.kind === 'old-iphone' && (
        <>
          <OldIphoneNotice t={t} />
          {manual}
        </>
      )}
      {(device.kind === 'phone' || device.kind === 'in-app') && (
        <Fold summary={t('esims.enterByHand')} icon="layers">
          {manual}
        </Fold>
      )}
      {device.kind !== 'screen' && (
        <Fold summary={t('esims.showQrCode')} icon="qr">
          {qrCode}
        </Fold>
      )}
      <BeforeYouFlyNote t={t} />
    </section>
  );
}

const ONE_TAP: Record<PhoneOs, { label: MessageKey; next: MessageKey }> = {
  ios: { label: 'esims.installOnIphone', next: 'esims.installOnIphoneNext' },
  android: { label: 'esims.installOnAndroid', next: 'esims.installOnAndroidNext' },
};

function OneTapInstall({
  t,
  os,
  install,
}: {
  t: Translator;
  os: PhoneOs;
  install: InstallDetails;
}) {
  const { label, next } = ONE_TAP[os];
  return (
    <div className="grid gap-2">
      <a
        href={os === 'ios' ? install.iosUrl : install.androidUrl}
        rel="noopener noreferrer"
        className="btn-primary min-h-12 w-full justify-center text-base"
      >
        <Icon name="smartphone" className="size-5" />
        {t(label)}
      </a>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t(next)}</p>
    </div>
  );
}

/** A part folded behind one tap: a native disclosure, which needs no script to open. */
function Fold({
  summary,
  icon,
  children,
}: {
  summary: string;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex min-h-12 items-center gap-2 px-4 py-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        <Icon name={icon} className="size-4 shrink-0" />
        {summary}
        <Icon
          name="chevronDown"
          className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-3 pb-3">{children}</div>
    </details>
  );
}
