/**
 * An order's eSIM QR code on My Orders: the image, who scans it, a Download button and the
 * installation guide. The image is the owner's bearer credential, fetched with the session.
 */
import { useState } from 'react';
import { apiUrl, errorDescription } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { downloadQr } from './download-qr.ts';
import Icon from '../../components/ui/Icon.tsx';

interface QrCodeProps {
  qrCodeUrl: string;
  planName: string;
  fileName: string;
}

export default function QrCode({ qrCodeUrl, planName, fileName }: QrCodeProps) {
  return (
    <div className="flex flex-col items-center gap-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-start dark:border-slate-800 dark:bg-slate-950/40">
      <img
        src={apiUrl(qrCodeUrl)}
        alt={`eSIM QR code for ${planName}`}
        width={176}
        height={176}
        loading="lazy"
        className="size-44 shrink-0 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:ring-slate-700"
      />
      <div className="grid gap-3 text-center sm:text-left">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Scan it with the phone that will travel. It can be installed once.
        </p>
        <div className="flex flex-wrap justify-center gap-3 sm:justify-start">
          <DownloadQrButton qrCodeUrl={qrCodeUrl} fileName={fileName} label="Download" />
          <a href="/installation" className="btn-ghost">
            Installation guide
          </a>
        </div>
      </div>
    </div>
  );
}

interface DownloadQrButtonProps {
  qrCodeUrl: string;
  fileName: string;
  label: string;
}

export function DownloadQrButton({ qrCodeUrl, fileName, label }: DownloadQrButtonProps) {
  const [pending, setPending] = useState(false);
  async function handleClick() {
    setPending(true);
    try {
      await downloadQr(qrCodeUrl, fileName);
    } catch (error) {
      showToast({
        title: 'Download failed',
        description: errorDescription(error),
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
