/**
 * An order's eSIM QR code on My Orders: the image, who scans it, a Download button and the
 * installation guide. The image is the owner's bearer credential, fetched with the session.
 */
import { useState } from 'react';
import { apiUrl, errorDescription } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { downloadQr } from './download-qr.ts';
import Icon from '../../components/ui/Icon.tsx';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';

interface QrCodeProps {
  t: Translator;
  qrCodeUrl: string;
  planName: string;
  fileName: string;
}

export default function QrCode({ t, qrCodeUrl, planName, fileName }: QrCodeProps) {
  return (
    <div className="flex flex-col items-center gap-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start dark:border-slate-800 dark:bg-slate-950/40">
      <img
        src={apiUrl(qrCodeUrl)}
        alt={t('orders.qrAlt', { plan: planName })}
        width={176}
        height={176}
        loading="lazy"
        className="size-44 shrink-0 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700"
      />
      <div className="grid gap-3 text-center sm:text-left">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('orders.qrScan')}</p>
        <div className="flex flex-wrap justify-center gap-3 sm:justify-start">
          <DownloadQrButton
            t={t}
            qrCodeUrl={qrCodeUrl}
            fileName={fileName}
            label={t('orders.qrDownload')}
          />
          <a href={localizedPath(t.locale, '/installation')} className="btn-ghost">
            {t('orders.installationGuide')}
          </a>
        </div>
      </div>
    </div>
  );
}

interface DownloadQrButtonProps {
  t: Translator;
  qrCodeUrl: string;
  fileName: string;
  label: string;
}

export function DownloadQrButton({ t, qrCodeUrl, fileName, label }: DownloadQrButtonProps) {
  const [pending, setPending] = useState(false);
  async function handleClick() {
    setPending(true);
    try {
      await downloadQr(t, qrCodeUrl, fileName);
    } catch (error) {
      showToast({
        title: t('orders.qrDownloadFailed'),
        description: errorDescription(error, t('ui.error.unexpected')),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      disabled={pending}
      className="btn-secondary"
    >
      <Icon name="download" className="size-4" />
      {label}
    </button>
  );
}
