/**
 * The back office's top bar: the shop's name (to the Overview), the one search box (`/` focuses
 * it from anywhere but a field), who is signed in and as what, the theme, 'Sign out' and the way
 * back to the shop.
 */
import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../../components/ui/toast.store.ts';
import type { StaffRole } from '../../auth/auth.ts';
import { CONSOLE_HOME } from '../../staff/console-addresses.ts';
import { isTypingTarget } from './typing-target.ts';

const tap = 'btn-ghost min-h-11 px-3';

export default function ConsoleTopBar({ email, role }: { email: string; role: StaffRole }) {
  const search = useRef<HTMLInputElement>(null);
  const [theme, toggleTheme] = useTheme();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      search.current?.focus();
      search.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const signOut = () => {
    setSigningOut(true);
    void import('../../auth/sign-out.ts')
      .then(({ signOut }) => signOut('/signin'))
      .catch(() => {
        setSigningOut(false);
        showToast({ title: 'Sign-out failed', description: 'Try again.', variant: 'destructive' });
      });
  };

  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <a
          href={CONSOLE_HOME}
          className="flex min-h-11 items-center gap-2 font-extrabold text-slate-900 dark:text-white"
        >
          Roamly <span className="font-medium text-slate-500 dark:text-slate-400">Back office</span>
        </a>
        <form
          role="search"
          action="/admin/orders"
          method="get"
          className="order-last w-full md:order-none md:w-auto md:flex-1"
        >
          <input
            ref={search}
            type="search"
            name="q"
            aria-label="Search orders"
            placeholder="E-mail, order, payment, ICCID or name"
            className="input min-h-11 md:max-w-md"
            aria-keyshortcuts="/"
          />
        </form>
        <div className="ml-auto flex flex-wrap items-center gap-1 text-sm">
          <span className="max-w-[16rem] truncate px-2 text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{email}</span> (
            {role === 'owner' ? 'owner' : 'support'})
          </span>
          <button
            type="button"
            className={tap}
            onClick={toggleTheme}
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          >
            {theme === 'dark' ? 'Light' : 'Dark'}
          </button>
          <button type="button" className={tap} onClick={signOut} disabled={signingOut}>
            Sign out
          </button>
          <a href="/" className={tap}>
            Back to the shop
          </a>
        </div>
      </div>
    </header>
  );
}

/**
 * The shop's theme (localStorage 'theme', the `dark` class on <html>, as layout/theme.ts keeps
 * it), switched here without importing that module: shared with the header's script, it would
 * become a chunk of its own that every shop page then loads.
 */
function useTheme(): ['light' | 'dark', () => void] {
  const [theme, setTheme] = useState<'light' | 'dark'>(() =>
    typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
      ? 'dark'
      : 'light',
  );
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem('theme', next);
    } catch {
      // No storage: the theme still applies to this page.
    }
    setTheme(next);
  };
  return [theme, toggle];
}
