/**
 * Which live language a request asks for, from its Accept-Language header (RFC 9110): the browser's
 * API client sends the page's language there, and a script may send its own. English when the
 * header names none of the shop's languages.
 */
import { DEFAULT_LOCALE, LIVE_LOCALES, type LiveLocale } from './locales.ts';

interface Range {
  tag: string;
  quality: number;
  order: number;
}

/** `fr-CA;q=0.8` → { tag: 'fr-ca', quality: 0.8 }; null for a malformed range. */
function parseRange(part: string, order: number): Range | null {
  const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
  if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i.test(tag)) return null;
  let quality = 1;
  for (const param of params) {
    const match = /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.exec(param);
    if (match) quality = Number(match[1]);
    else if (/^q\s*=/i.test(param)) return null;
  }
  return { tag: tag.toLowerCase(), quality, order };
}

/**
 * The live language the header prefers: the highest quality first, the earlier range on a tie;
 * a region or script (`fr-CA`, `zh-Hant`) counts as its language, `*` as English, `q=0` never.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): LiveLocale {
  const ranges = (acceptLanguage ?? '')
    .slice(0, 1024)
    .split(',')
    .map((part, order) => parseRange(part, order))
    .filter((range): range is Range => range !== null && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LOCALE;
    const language = tag.split('-')[0];
    const live = LIVE_LOCALES.find((locale) => locale === language);
    if (live) return live;
  }
  return DEFAULT_LOCALE;
}
