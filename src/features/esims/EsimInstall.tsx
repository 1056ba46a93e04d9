/**
 * How to install a delivered eSIM (issue 12): the one-tap link for the phone that is looking
 * (decided from its user agent once hydrated; the server HTML shows none, so no wrong link ever
 * flashes) and, always, the manual details with copy buttons. The QR code beside it serves
 * every other screen. Only the order's owner ever receives these: they are bearer credentials.
 */
import { useEffect, useState } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import Icon from '../../components/ui/Icon.tsx';
import { deviceOf, type InstallDetails } from './install-links.ts';

const COPIED_FOR_MS = 2000;

export default function EsimInstall({ install }: { install: InstallDetails }) {
  const hydrated = useHydrated();
  const device = hydrated ? deviceOf(navigator.userAgent) : 'other';
  return (
    <section aria-label="Install this eSIM" className="grid gap-3 text-sm">
      {device === 'ios' && <OneTapLink url={install.iosUrl} label="Install on this iPhone" hint="Needs iOS 17.4 or later. Opens your eSIM settings." />}
      {device === 'android' && (
        <OneTapLink
          url={install.androidUrl}
          label="Install on this Android phone"
          hint="Works on phones whose maker supports it; otherwise use the details below."
        />
      )}
      <dl className="grid gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <ManualField label="SM-DP+ address" value={install.smdpAddress} />
        <ManualField label="Activation code" value={install.activationCode} />
      </dl>
    </section>
  );
}

function OneTapLink({ url, label, hint }: { url: string; label: string; hint: string }) {
  return (
    <div className="grid gap-1">
      <a href={url} rel="noopener noreferrer" className="btn-primary justify-center">
        <Icon name="smartphone" className="size-4" />
        {label}
      </a>
      <p className="text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  );
}

function ManualField({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <dt className="w-32 shrink-0 text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 flex-1 font-mono font-semibold break-all text-slate-900 dark:text-white">{value}</dd>
      <dd>
        <CopyButton value={value} name={label} />
      </dd>
    </div>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `value`; its accessible name stays 'Copy <name>' while its text reads 'Copied' for a moment. */
function CopyButton({ value, name }: { value: string; name: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const reset = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(reset);
  }, [state]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an old browser, or no permission): the value stays on screen to select by hand.
      setState('failed');
    }
  }
  return (
    <>
      <button type="button" aria-label={`Copy ${name}`} onClick={() => void copy()} className="btn-ghost px-2 py-1 text-sm">
        <Icon name={state === 'copied' ? 'check' : 'layers'} className="size-4" />
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select it to copy' : 'Copy'}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `${name} is on the clipboard` : ''}
      </span>
    </>
  );
}
