/**
 * The three settings behind almost every "no data on arrival", as the rescue mail and the banner on
 * My Orders both say them: data roaming on for the eSIM line, mobile data on the eSIM line, the
 * right network (naming the plan's networks there and the one last seen, when known).
 */
import { countryNameIn } from '../../catalogue/place-names.ts';
import { intlLocale } from '../../i18n/intl.ts';
import type { Translator } from '../../i18n/translate.ts';

/** What the rescue found, as the owner's order carries it. */
export interface NoDataFacts {
  countryCode: string | null;
  /** The plan's networks in that country; empty when unknown. */
  networks: string[];
  seenNetwork: string | null;
}

export interface NoDataStep {
  title: string;
  /** Said before the phones' paths (the networks); may be empty. */
  notes: string[];
  iphone: string;
  android: string;
}

/** The country's name in the translator's language; null without a code. */
function noDataCountry(countryCode: string | null, t: Translator): string | null {
  if (countryCode === null) return null;
  const english = new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode) ?? countryCode;
  return countryNameIn(t.locale, countryCode, english);
}

export function noDataTitle(facts: NoDataFacts, t: Translator): string {
  const country = noDataCountry(facts.countryCode, t);
  return country === null ? t('esims.noData.titleNoCountry') : t('esims.noData.title', { country });
}

export function noDataSteps(facts: NoDataFacts, t: Translator): NoDataStep[] {
  const country = noDataCountry(facts.countryCode, t);
  const notes: string[] = [];
  if (country !== null && facts.networks.length > 0) {
    const networks = new Intl.ListFormat(intlLocale(t.locale), { type: 'conjunction' }).format(
      facts.networks,
    );
    notes.push(t('esims.noData.networksKnown', { country, networks }));
  }
  if (facts.seenNetwork !== null)
    notes.push(t('esims.noData.seenOn', { network: facts.seenNetwork }));
  return [
    {
      title: t('esims.noData.roamingTitle'),
      notes: [],
      iphone: t('esims.noData.roamingIphone'),
      android: t('esims.noData.roamingAndroid'),
    },
    {
      title: t('esims.noData.dataLineTitle'),
      notes: [],
      iphone: t('esims.noData.dataLineIphone'),
      android: t('esims.noData.dataLineAndroid'),
    },
    {
      title: t('esims.noData.networkTitle'),
      notes,
      iphone: t('esims.noData.networkIphone'),
      android: t('esims.noData.networkAndroid'),
    },
  ];
}
