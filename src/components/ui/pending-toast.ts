/**
 * A toast that survives a full page load: sign-in, sign-up and password reset navigate right
 * after succeeding, so their toast waits in sessionStorage and the next page shows it.
 */
import { parseJson } from '../../lib/json.ts';
import { showToast, type ToastVariant } from './toast.store.ts';

export const PENDING_TOAST_KEY = 'pendingToast';

export interface PendingToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Keeps a toast for the next page this tab loads (the last one queued wins). */
export function queueToastForNextPage(toast: PendingToast): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (private mode, quota): the toast is a courtesy, the navigation matters.
  }
}

/** Shows and forgets the queued toast, if any; safe to call from every page and island. */
export function showPendingToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  const toast = raw === null ? undefined : parsePendingToast(raw);
  if (toast) showToast(toast);
}

/** The stored JSON, or undefined when it is not a toast (storage is writable by any script). */
export function parsePendingToast(raw: string): PendingToast | undefined {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, description, variant } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return undefined;
  return {
    title,
    description: typeof description === 'string' && description !== '' ? description : undefined,
    variant: variant === 'destructive' ? 'destructive' : 'default',
  };
}
