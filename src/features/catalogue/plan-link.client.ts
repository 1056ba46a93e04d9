/**
 * The plan cards' sign-in gate (docs/product.md#purchase-flow, #sign-in-gate): once the current
 * user is known to be signed out, 'Get eSIM Now' explains why, remembers the checkout path and goes
 * to /signin. While the check is still running the link works as is; checkout asks again.
 */
import { $currentUser, type UserState } from '../auth/user.store.ts';
import { sendToSignIn } from '../auth/sign-in-notice.ts';
import { scriptTranslator } from '../i18n/script-texts.ts';

let initialised = false;

export function initPlanLinks(): void {
  if (initialised) return;
  initialised = true;
  let state: UserState = { status: 'loading' };
  $currentUser.subscribe((value) => {
    state = value;
  });

  document.addEventListener('click', (event) => {
    // A new tab or window (modifier keys, middle button) opens checkout, which asks there.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-plan-link]')
        : null;
    if (!link || state.status !== 'ready' || state.user !== null) return;
    event.preventDefault();
    const t = scriptTranslator(link);
    sendToSignIn({
      title: t('catalogue.plan.signInTitle'),
      description: t('catalogue.plan.signInText'),
      returnPath: new URL(link.href, window.location.href).pathname,
      locale: t.locale,
    });
  });
}
