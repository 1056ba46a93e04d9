/**
 * Destinations travellers buy one for the other (Austria for Australia). The checkout says where
 * the destination lies and links to its namesakes (docs/product.md#confusable-destinations). The
 * list is editorial: the shop keeps no search log to learn it from.
 */
import type { MessageKey } from '../i18n/translate.ts';

/** Where each destination below lies, as the checkout names it. */
const AREAS: Record<string, MessageKey> = {
  AT: 'checkout.area.centralEurope',
  AU: 'checkout.area.oceania',
  NE: 'checkout.area.westAfrica',
  NG: 'checkout.area.westAfrica',
  DM: 'checkout.area.caribbean',
  DO: 'checkout.area.caribbean',
  GN: 'checkout.area.westAfrica',
  GW: 'checkout.area.westAfrica',
  GQ: 'checkout.area.centralAfrica',
  CG: 'checkout.area.centralAfrica',
  CD: 'checkout.area.centralAfrica',
  SK: 'checkout.area.centralEurope',
  SI: 'checkout.area.centralEurope',
  IS: 'checkout.area.northernEurope',
  IE: 'checkout.area.westernEurope',
  VG: 'checkout.area.caribbean',
  VI: 'checkout.area.caribbean',
  MO: 'checkout.area.eastAsia',
  MK: 'checkout.area.balkans',
  ML: 'checkout.area.westAfrica',
  MW: 'checkout.area.southernAfrica',
  GM: 'checkout.area.westAfrica',
  ZM: 'checkout.area.southernAfrica',
  TW: 'checkout.area.eastAsia',
  TH: 'checkout.area.southeastAsia',
  SE: 'checkout.area.northernEurope',
  CH: 'checkout.area.centralEurope',
  MU: 'checkout.area.indianOcean',
  MR: 'checkout.area.westAfrica',
  MF: 'checkout.area.caribbean',
  SX: 'checkout.area.caribbean',
  WS: 'checkout.area.oceania',
  AS: 'checkout.area.oceania',
  SD: 'checkout.area.northeastAfrica',
  SS: 'checkout.area.northeastAfrica',
  GE: 'checkout.area.caucasus',
  JE: 'checkout.area.channelIslands',
};

/**
 * Groups of names a traveller mixes up; each member is shown the others. A member the shop has no
 * page for is left out, and a group left with one member shows nothing (American Samoa and the
 * two Sudans wait for a page).
 */
const CONFUSABLE_GROUPS: readonly (readonly string[])[] = [
  ['AT', 'AU'],
  ['NE', 'NG'],
  ['DM', 'DO'],
  ['GN', 'GW', 'GQ'],
  ['CG', 'CD'],
  ['SK', 'SI'],
  ['IS', 'IE'],
  ['VG', 'VI'],
  ['MO', 'MK'],
  ['ML', 'MW'],
  ['GM', 'ZM'],
  ['TW', 'TH'],
  ['SE', 'CH'],
  ['MU', 'MR'],
  ['MF', 'SX'],
  ['WS', 'AS'],
  ['SD', 'SS'],
];

/**
 * Countries named like a US state: a traveller bound for the state buys the country. Only this
 * side is asked; a traveller buying the US means the US.
 */
const US_STATE_NAMESAKES: Record<string, MessageKey> = {
  GE: 'checkout.confusable.usStateGeorgia',
  JE: 'checkout.confusable.usStateNewJersey',
};

/** A destination a buyer may have meant instead, with the question that offers it. */
export interface ConfusableOther {
  code: string;
  /** Its name in the page's language. */
  name: string;
  /** The question, whose `{country}` is the link to its page. */
  question: MessageKey;
}

export interface ConfusableHint {
  /** Where the destination bought lies ('Central Europe'). */
  area: MessageKey;
  others: ConfusableOther[];
}

/**
 * The hint for each confusable destination the shop has a page for, keyed by its code; `nameOf`
 * names a code in the page's language.
 */
export function confusableHints(
  hasPage: (code: string) => boolean,
  nameOf: (code: string) => string,
): Record<string, ConfusableHint> {
  const hints: Record<string, ConfusableHint> = {};
  const add = (code: string, other: string, question: MessageKey) => {
    const area = AREAS[code];
    if (!area || !hasPage(code) || !hasPage(other)) return;
    (hints[code] ??= { area, others: [] }).others.push({
      code: other,
      name: nameOf(other),
      question,
    });
  };
  for (const group of CONFUSABLE_GROUPS)
    for (const code of group)
      for (const other of group)
        if (other !== code) add(code, other, 'checkout.confusable.notOther');
  for (const [code, question] of Object.entries(US_STATE_NAMESAKES)) add(code, 'US', question);
  return hints;
}
