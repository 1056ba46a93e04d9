/**
 * The shop's navigation, in one place for the header, mobile menu and footer. Paths are the
 * English ones; pages write them with localizedPath.
 */
import { localizedPath, type Locale } from '../i18n/locales.ts';
import type { MessageKey } from '../i18n/translate.ts';

interface NavLink {
  href: string;
  label: MessageKey;
}

export const primaryNav: readonly NavLink[] = [
  { href: '/', label: 'layout.nav.home' },
  { href: '/countries', label: 'layout.nav.countries' },
  { href: '/how-it-works', label: 'layout.nav.howItWorks' },
  { href: '/installation', label: 'layout.nav.installation' },
  { href: '/contact', label: 'layout.nav.contact' },
  { href: '/blog', label: 'layout.nav.blog' },
];

/** The mobile menu: the primary links, then the FAQ. */
export const mobileNav: readonly NavLink[] = [
  ...primaryNav,
  { href: '/faq', label: 'layout.nav.faq' },
];

/** Footer shortcuts: slugs that redirect to the code pages (docs/product.md#redirects). */
export const popularShortcuts: readonly NavLink[] = [
  { href: '/country/usa', label: 'layout.footer.usa' },
  { href: '/country/uk', label: 'layout.footer.uk' },
  { href: '/country/spain', label: 'layout.footer.spain' },
  { href: '/country/france', label: 'layout.footer.france' },
];

/**
 * Where a destination search goes: the list of countries in `locale`, with `?search=` and the
 * trimmed text when there is one.
 */
export function searchDestination(text: string, locale: Locale): string {
  const countries = localizedPath(locale, '/countries');
  const query = text.trim();
  return query === '' ? countries : `${countries}?search=${encodeURIComponent(query)}`;
}
