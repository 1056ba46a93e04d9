/**
 * Links written in content (`[contact us](/contact)`, a chat answer's `/faq`) name the English
 * address; a page in another language points them to its own language. The blog is written in
 * English only, so its links stay as they are and say so.
 */
import { DEFAULT_LOCALE, localizedPath, type Locale } from './locales.ts';

const isBlogPath = (href: string) => href === '/blog' || /^\/blog[/?#]/.test(href);

/** A shop address in `locale` (`/contact` → `/fr/contact`); blog addresses stay as they are. */
export function localizedHref(locale: Locale, href: string): string {
  return isBlogPath(href) ? href : localizedPath(locale, href);
}

/** 'en' for a link from a page in another language to the blog, which is written in English. */
export function hreflangOf(locale: Locale, href: string): 'en' | undefined {
  return locale !== DEFAULT_LOCALE && isBlogPath(href) ? DEFAULT_LOCALE : undefined;
}

/**
 * Rendered content with its links to the shop's pages in `locale`, and its links to the blog
 * marked as leading to English articles. English content is returned as it is.
 */
export function localizeContentLinks(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replaceAll(/<a href="(\/(?!\/)[^"]*)"/g, (_link, href: string) => {
    const hreflang = hreflangOf(locale, href);
    return `<a href="${localizedHref(locale, href)}"${hreflang ? ` hreflang="${hreflang}"` : ''}`;
  });
}
