/**
 * The back office's navigation: a column beside the view from 768 px, behind a 'Menu' button
 * below. The current view's link carries aria-current="page".
 */
import { useState } from 'react';
import type { StaffRole } from '../../auth/auth.ts';
import { CONSOLE_VIEWS, type ConsoleView } from './console-views.ts';

export default function ConsoleNav({ current, role }: { current: ConsoleView; role: StaffRole }) {
  const [open, setOpen] = useState(false);
  const views = CONSOLE_VIEWS.filter((link) => role === 'owner' || !link.ownerOnly);
  return (
    <nav aria-label="Back office" className="md:w-56 md:shrink-0">
      <button
        type="button"
        className="btn-secondary min-h-11 w-full md:hidden"
        aria-expanded={open}
        aria-controls="console-nav-links"
        onClick={() => setOpen((value) => !value)}
      >
        Menu
      </button>
      <ul
        id="console-nav-links"
        className={`${open ? 'grid' : 'hidden'} mt-2 gap-1 md:mt-0 md:grid`}
      >
        {views.map((link) => (
          <li key={link.view}>
            <a
              href={link.href}
              aria-current={link.view === current ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
