/**
 * How to install a delivered eSIM, led by what works on the screen reading it: one-tap install on
 * a phone (it cannot scan its own screen), the way out of an app's browser, the QR code on a
 * computer; the manual details one tap away (docs/product.md#install-links). Only the owner gets
 * these: they are bearer credentials.
 */
import type { ReactNode } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import Icon from '../../components/ui/Icon.tsx';
import type { IconName } from '../../components/ui/icons.ts';
import { installDeviceOf, type InstallDevice, type PhoneOs } from './install-device.ts';
import type { InstallDetails } from '../orders/install-links.ts';
import ManualDetails from './ManualDetails.tsx';
import { InAppBrowserNotice, OldIphoneNotice } from './InstallNotices.tsx';

const COMPUTER: InstallDevice = { kind: 'screen' };

/** `qrCode`: the order's QR code block, shown first on a computer and folded on a phone. */
export default function EsimInstall({
  install,
  qrCode,
}: {
  install: InstallDetails;
  qrCode: ReactNode;
}) {
  // The orders list renders its cards only once hydrated, so a card's first paint already knows its
  // device.
  const device = useHydrated() ? installDeviceOf(navigator.userAgent) : COMPUTER;
  const manual = <ManualDetails details={install} />;
  return (
    <section aria-label="Install this eSIM" className="grid gap-3">
      {device.kind === 'screen' && (
        <>
          {qrCode}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Can't scan it? Type these into the phone's eSIM settings instead:
          </p>
          {manual}
        </>
      )}
      {device.kind === 'phone' && <OneTapInstall os={device.os} install={install} />}
      {device.kind === 'in-app' && <InAppBrowserNotice os={device.os} app={device.app} />}
      {device.kind === 'old-iphone' && (
        <>
          <OldIphoneNotice />
          {manual}
        </>
      )}
      {(device.kind === 'phone' || device.kind === 'in-app') && (
        <Fold summary="Enter the details by hand" icon="layers">
          {manual}
        </Fold>
      )}
      {device.kind !== 'screen' && (
        <Fold summary="Show the QR code for another device" icon="qr">
          {qrCode}
        </Fold>
      )}
    </section>
  );
}

const ONE_TAP: Record<PhoneOs, { label: string; next: string }> = {
  ios: {
    label: 'Install on this iPhone',
    next: 'Your iPhone asks you to confirm, then adds the eSIM.',
  },
  android: {
    label: 'Install on this Android phone',
    next: 'Your phone asks you to confirm, then adds the eSIM (if its maker supports this; if not, enter the details by hand).',
  },
};

function OneTapInstall({ os, install }: { os: PhoneOs; install: InstallDetails }) {
  const { label, next } = ONE_TAP[os];
  return (
    <div className="grid gap-2">
      <a
        href={os === 'ios' ? install.iosUrl : install.androidUrl}
        rel="noopener noreferrer"
        className="btn-primary min-h-12 w-full justify-center text-base"
      >
        <Icon name="smartphone" className="size-5" />
        {label}
      </a>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {next} Your plan starts only when it first connects at your destination.
      </p>
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
