/**
 * Texts by key in one language (docs/decisions/0031-languages.md): literal keys ('checkout.pay') a
 * test can find, `{name}` placeholders, one key per plural form ('country.plans.one'). Works on the
 * whole catalogue and on the slice a page hands an island.
 */
import type { MessageKey, Messages } from './messages/index.ts';
import type { Locale } from './locales.ts';
import { numberFormat } from '../../lib/money.ts';
import { intlLocale } from './intl.ts';

export type { MessageKey, Messages };

type Values = Record<string, string | number>;

/** The keys that have plural forms, without the form: 'country.plans' for 'country.plans.one'. */
type PluralKey = MessageKey extends infer K
  ? K extends `${infer Base}.other`
    ? Base
    : never
  : never;

/** What a page hands an island: the page's language and the slice of the catalogue it reads. */
export interface IslandProps {
  locale: Locale;
  messages: Partial<Messages>;
}

export interface Translator {
  readonly locale: Locale;
  (key: MessageKey, values?: Values): string;
  /** The form of `key` for `count` in this language, with `{count}` filled in. */
  plural(key: PluralKey, count: number, values?: Values): string;
  /** Whether `key` is a text this translator has (a slice has only the page's). */
  has(key: string): key is MessageKey;
  /**
   * A region's name in this language, from its English name ('Asia', as plans carry it); the
   * English name when this translator was given no names (an island's slice, English).
   */
  regionName(englishName: string): string;
}

/** Fills `{name}` placeholders; numbers are written the language's way (1,234 / 1 234). */
export function fillPlaceholders(text: string, values: Values, locale: Locale): string {
  return text.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? numberFormat(intlLocale(locale)).format(value) : value;
  });
}

/**
 * A translator over `messages`, the whole catalogue or a slice of it. A key missing from a slice
 * is a programming mistake (the page did not hand it over), so it throws rather than show a key.
 * `regionNames` are the language's names of the regions, keyed by their English names.
 */
export function translatorOf(
  messages: Partial<Messages>,
  locale: Locale,
  regionNames: ReadonlyMap<string, string> = new Map(),
): Translator {
  const text = (key: string): string => {
    const found = (messages as Record<string, string | undefined>)[key];
    if (found === undefined) throw new Error(`No text "${key}" for ${locale}`);
    return found;
  };
  const rules = new Intl.PluralRules(intlLocale(locale));
  const translate = (key: MessageKey, values: Values = {}) =>
    fillPlaceholders(text(key), values, locale);
  return Object.assign(translate, {
    locale,
    plural(key: PluralKey, count: number, values: Values = {}) {
      const form = `${key}.${rules.select(count)}`;
      const template = form in messages ? text(form) : text(`${key}.other`);
      return fillPlaceholders(template, { count, ...values }, locale);
    },
    has: (key: string): key is MessageKey => Object.hasOwn(messages, key),
    regionName: (englishName: string) => regionNames.get(englishName) ?? englishName,
  });
}

/**
 * A validation message in `t`'s language: the shared schemas name a catalogue key, which is
 * translated; any other message (zod's own, a staff schema's) is shown as it is.
 */
export function translateIfKey(t: Translator, message: string): string {
  return t.has(message) ? t(message) : message;
}

/** The texts whose keys start with one of `prefixes`: what a page hands an island. */
export function pickMessages(messages: Messages, ...prefixes: string[]): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  ) as Partial<Messages>;
}
