/**
 * Renders the toast store into the viewport. A toast can be closed with its button or swiped
 * right past the threshold (docs/product.md#toasts).
 */
import { $toasts, dismissToast, TOAST_SWIPE_THRESHOLD_PX, type Toast } from './toast.store.ts';
import { scriptTranslator } from '../../features/i18n/script-texts.ts';
import type { Translator } from '../../features/i18n/translate.ts';

const base =
  'pointer-events-auto relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg transition-transform touch-pan-y';
const variants = {
  default:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

export function initToaster(): void {
  const list = document.querySelector<HTMLElement>('[data-toaster]');
  if (!list) return;
  const t = scriptTranslator(list);
  $toasts.subscribe((toasts) =>
    list.replaceChildren(...toasts.map((toast) => renderToast(toast, t))),
  );
}

function renderToast(toast: Toast, t: Translator): HTMLDivElement {
  const item = document.createElement('div');
  item.className = `${base} ${variants[toast.variant]}`;
  item.setAttribute('role', toast.variant === 'destructive' ? 'alert' : 'status');
  item.dataset.variant = toast.variant;

  const title = document.createElement('p');
  title.className = 'text-sm font-semibold';
  title.textContent = toast.title;
  item.append(title);
  if (toast.description) {
    const description = document.createElement('p');
    description.className = 'text-sm opacity-90';
    description.textContent = toast.description;
    item.append(description);
  }

  const close = document.createElement('button');
  close.type = 'button';
  close.className =
    'absolute top-2 right-2 rounded p-1 text-lg leading-none opacity-70 hover:opacity-100';
  close.setAttribute('aria-label', t('ui.toaster.close'));
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  item.append(close);

  enableSwipeToDismiss(item, toast.id);
  return item;
}

function enableSwipeToDismiss(item: HTMLElement, id: number): void {
  let startX: number | null = null;
  item.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === null) return;
    const dx = Math.max(0, event.clientX - startX);
    item.style.transform = `translateX(${dx}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dismissToast(id);
    else item.style.transform = '';
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}
