/**
 * The header's behaviour without React: search, theme toggle, mobile menu and the
 * signed-in / signed-out entries, all driven by nanostores shared with the islands. Its texts come
 * from the header's `data-texts`.
 */
import { $currentUser } from '../auth/user.store.ts';
import { showPendingToast } from '../../components/ui/pending-toast.ts';
import { $theme, toggleTheme } from './theme.ts';
import { searchDestination } from './nav.ts';
import { scriptTranslator } from '../i18n/script-texts.ts';

export function initHeader(header: HTMLElement): void {
  const t = scriptTranslator(header);
  // A toast queued before a navigation (after sign-in, sign-up…) shows on whichever page comes
  // next.
  showPendingToast();

  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-header-search]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const text = new FormData(form).get('search');
      window.location.assign(searchDestination(typeof text === 'string' ? text : '', t.locale));
    });
  }

  const themeButton = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  themeButton?.addEventListener('click', toggleTheme);
  $theme.subscribe((theme) => {
    themeButton?.setAttribute(
      'aria-label',
      theme === 'dark' ? t('layout.theme.toLight') : t('layout.theme.toDark'),
    );
  });

  const menuButton = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('mobile-menu');
  menuButton?.addEventListener('click', () => {
    const open = menuButton.getAttribute('aria-expanded') !== 'true';
    menuButton.setAttribute('aria-expanded', String(open));
    menuButton.setAttribute('aria-label', open ? t('layout.menu.close') : t('layout.menu.open'));
    if (menu) menu.hidden = !open;
  });

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sign-out]')) {
    // Loaded on the click: signing out (and its failure toast) is not part of the first load.
    button.addEventListener(
      'click',
      () => void import('../auth/sign-out.ts').then(({ signOutOrExplain }) => signOutOrExplain(t)),
    );
  }

  $currentUser.subscribe((state) => {
    if (state.status === 'loading') return;
    const signedIn = state.user !== null;
    for (const element of document.querySelectorAll<HTMLElement>('[data-when]')) {
      element.hidden = element.dataset.when !== (signedIn ? 'signed-in' : 'signed-out');
    }
  });
}
