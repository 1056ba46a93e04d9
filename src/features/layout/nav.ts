/** The shop's navigation, in one place for the header, mobile menu and footer. */

export const primaryNav = [
  { href: '/', label: 'Home' },
  { href: '/countries', label: 'Countries' },
  { href: '/how-it-works', label: 'How it Works' },
  { href: '/installation', label: 'Installation' },
  { href: '/contact', label: 'Contact' },
  { href: '/blog', label: 'Blog' },
] as const;

/** Footer shortcuts: slugs that redirect to the code pages (docs/product.md#redirects). */
export const popularShortcuts = [
  { href: '/country/usa', label: 'USA eSIM' },
  { href: '/country/uk', label: 'UK eSIM' },
  { href: '/country/spain', label: 'Spain eSIM' },
  { href: '/country/france', label: 'France eSIM' },
] as const;

/** Where the header search goes: /countries, or /countries?search=… with the trimmed text. */
export function searchDestination(text: string): string {
  const query = text.trim();
  return query === '' ? '/countries' : `/countries?search=${encodeURIComponent(query)}`;
}
