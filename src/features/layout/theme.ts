/**
 * Light or dark theme, stored as localStorage 'theme' (default light) and applied as the `dark`
 * class on <html>. The inline script in BaseLayout applies it before first paint.
 */
import { atom } from 'nanostores';

export type Theme = 'light' | 'dark';

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export const $theme = atom<Theme>(typeof document === 'undefined' ? 'light' : readStoredTheme());

$theme.subscribe((theme) => {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem('theme', theme);
  } catch {
    // Private mode without storage: the theme still applies for this page.
  }
});

export function toggleTheme(): void {
  $theme.set($theme.get() === 'dark' ? 'light' : 'dark');
}
