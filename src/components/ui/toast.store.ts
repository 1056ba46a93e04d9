/**
 * Toasts shared by every island and script (one shown at a time, 5 s by default:
 * docs/product.md#toasts).
 */
import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast, replacing the one on screen, and hides it after the default display time. */
export function showToast(
  toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant },
): number {
  const id = nextId++;
  for (const old of $toasts.get()) clearTimer(old.id);
  const shown: Toast = { ...toast, variant: toast.variant ?? 'default', id };
  $toasts.set([shown, ...$toasts.get()].slice(0, TOAST_LIMIT));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

function clearTimer(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
}
