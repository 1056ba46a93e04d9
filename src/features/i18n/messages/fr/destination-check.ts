/** The checkout's word on destinations travellers confuse: where this one lies, and its namesakes. */
import type { Translation } from '../index.ts';
import type english from '../en/destination-check.ts';

export default {
  'checkout.confusable.heading': 'Vérifiez votre destination',
  'checkout.confusable.notOther': 'Vous cherchiez plutôt : {country} ?',
  'checkout.confusable.usStateGeorgia': 'Vous pensiez à l’État américain de Géorgie ? {country}',
  'checkout.confusable.usStateNewJersey':
    'Vous pensiez à l’État américain du New Jersey ? {country}',
  'checkout.area.centralEurope': 'Europe centrale',
  'checkout.area.northernEurope': 'Europe du Nord',
  'checkout.area.westernEurope': 'Europe de l’Ouest',
  'checkout.area.balkans': 'Balkans',
  'checkout.area.caucasus': 'Caucase',
  'checkout.area.channelIslands': 'Îles Anglo-Normandes',
  'checkout.area.westAfrica': 'Afrique de l’Ouest',
  'checkout.area.centralAfrica': 'Afrique centrale',
  'checkout.area.northeastAfrica': 'Afrique du Nord-Est',
  'checkout.area.southernAfrica': 'Afrique australe',
  'checkout.area.indianOcean': 'Océan Indien',
  'checkout.area.caribbean': 'Caraïbes',
  'checkout.area.eastAsia': 'Asie de l’Est',
  'checkout.area.southeastAsia': 'Asie du Sud-Est',
  'checkout.area.oceania': 'Océanie',
} as const satisfies Translation<typeof english>;
