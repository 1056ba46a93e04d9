/**
 * Country names in the visitor's language: CLDR's (Intl.DisplayNames), except where a traveller
 * of that language would search for another name, or where the place is part of a country
 * (Hawaii). English keeps the names of content/countries.json, as the shop always wrote them.
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Plan } from './plan.ts';
import { isMultiCountry } from './plan-kind.ts';

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/**
 * Our names where CLDR's is official but not what travellers type ('R.A.S. chinoise de Hong
 * Kong'), keyed by country code; and the names of places that share a country's code, keyed by
 * their slug in content/countries.json.
 */
const OWN_NAMES: Record<string, Partial<Record<OtherLocale, string>>> = {
  US: { de: 'USA', ja: 'アメリカ' },
  HK: { fr: 'Hong Kong', de: 'Hongkong', es: 'Hong Kong', it: 'Hong Kong', ja: '香港' },
  MO: { fr: 'Macao', de: 'Macau', es: 'Macao', it: 'Macao', ja: 'マカオ' },
  PS: { fr: 'Palestine', de: 'Palästina', es: 'Palestina', it: 'Palestina', ja: 'パレスチナ' },
  MM: { fr: 'Myanmar', es: 'Myanmar', it: 'Myanmar', ja: 'ミャンマー' },
  CD: {
    fr: 'République démocratique du Congo',
    de: 'Demokratische Republik Kongo',
    it: 'Repubblica Democratica del Congo',
    ja: 'コンゴ民主共和国',
  },
  CG: {
    fr: 'République du Congo',
    de: 'Republik Kongo',
    es: 'República del Congo',
    it: 'Repubblica del Congo',
    ja: 'コンゴ共和国',
  },
  VN: { fr: 'Vietnam' },
  VA: { fr: 'Vatican' },
  MD: { de: 'Moldawien' },
  BN: { de: 'Brunei' },
  SX: { fr: 'Sint-Maarten' },
  hawaii: { fr: 'Hawaï', de: 'Hawaii', es: 'Hawái', it: 'Hawaii', ja: 'ハワイ' },
  'northern-cyprus': {
    fr: 'Chypre du Nord',
    de: 'Nordzypern',
    es: 'Chipre del Norte',
    it: 'Cipro del Nord',
    ja: '北キプロス',
  },
};

const displayNames = new Map<Locale, Intl.DisplayNames>();

function cldrName(code: string, locale: Locale): string | undefined {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(locale), { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names.of(code);
}

/**
 * The name of the country `code` in `locale`; `englishName` is the shop's own English name, given
 * back for English and when neither table nor CLDR knows the code.
 */
export function countryNameIn(locale: Locale, code: string, englishName: string): string {
  if (locale === DEFAULT_LOCALE) return englishName;
  return OWN_NAMES[code]?.[locale] ?? cldrName(code, locale) ?? englishName;
}

/**
 * The name of a destination of content/countries.json in `locale`: our own for a place that
 * shares a country's code (Hawaii), else its country's.
 */
export function destinationNameIn(
  locale: Locale,
  destination: { name: string; slug: string; code: string },
): string {
  if (locale === DEFAULT_LOCALE) return destination.name;
  return (
    OWN_NAMES[destination.slug]?.[locale] ??
    countryNameIn(locale, destination.code, destination.name)
  );
}

/**
 * Where a plan is sold for, in `locale`: its country's name, or its region's from `regionNames`
 * (the English name a plan carries → the name in `locale`). English keeps the spreadsheet's name
 * ('United States of America').
 */
export function planDestinationIn(
  locale: Locale,
  plan: Pick<Plan, 'country' | 'countryCode' | 'coveredCountries'>,
  regionNames: Readonly<Record<string, string>>,
): string {
  if (locale === DEFAULT_LOCALE) return plan.country;
  return isMultiCountry(plan)
    ? (regionNames[plan.country] ?? plan.country)
    : countryNameIn(locale, plan.countryCode, plan.country);
}

/** Sorts names as a reader of `locale` expects ('Égypte' beside 'Équateur', not after 'Zambie'). */
export function compareNamesIn(locale: Locale): (a: string, b: string) => number {
  return new Intl.Collator(intlLocale(locale)).compare;
}
