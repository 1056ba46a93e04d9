/** The checkout's word on destinations travellers confuse: where this one lies, and its namesakes. */
import type { Translation } from '../index.ts';
import type english from '../en/destination-check.ts';

export default {
  'checkout.confusable.heading': 'Prüfe dein Reiseziel',
  'checkout.confusable.notOther': 'Meintest du: {country}?',
  'checkout.confusable.usStateGeorgia': 'Meintest du den US-Bundesstaat Georgia? {country}',
  'checkout.confusable.usStateNewJersey': 'Meintest du den US-Bundesstaat New Jersey? {country}',
  'checkout.area.centralEurope': 'Mitteleuropa',
  'checkout.area.northernEurope': 'Nordeuropa',
  'checkout.area.westernEurope': 'Westeuropa',
  'checkout.area.balkans': 'Balkan',
  'checkout.area.caucasus': 'Kaukasus',
  'checkout.area.channelIslands': 'Kanalinseln',
  'checkout.area.westAfrica': 'Westafrika',
  'checkout.area.centralAfrica': 'Zentralafrika',
  'checkout.area.northeastAfrica': 'Nordostafrika',
  'checkout.area.southernAfrica': 'Südliches Afrika',
  'checkout.area.indianOcean': 'Indischer Ozean',
  'checkout.area.caribbean': 'Karibik',
  'checkout.area.eastAsia': 'Ostasien',
  'checkout.area.southeastAsia': 'Südostasien',
  'checkout.area.oceania': 'Ozeanien',
} as const satisfies Translation<typeof english>;
