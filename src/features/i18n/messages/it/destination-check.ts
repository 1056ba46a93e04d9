/** The checkout's word on destinations travellers confuse: where this one lies, and its namesakes. */
import type { Translation } from '../index.ts';
import type english from '../en/destination-check.ts';

export default {
  'checkout.confusable.heading': 'Controlla la destinazione',
  'checkout.confusable.notOther': 'Forse cercavi: {country}?',
  'checkout.confusable.usStateGeorgia': 'Cercavi lo stato americano della Georgia? {country}',
  'checkout.confusable.usStateNewJersey': 'Cercavi lo stato americano del New Jersey? {country}',
  'checkout.area.centralEurope': 'Europa centrale',
  'checkout.area.northernEurope': 'Europa settentrionale',
  'checkout.area.westernEurope': 'Europa occidentale',
  'checkout.area.balkans': 'Balcani',
  'checkout.area.caucasus': 'Caucaso',
  'checkout.area.channelIslands': 'Isole del Canale',
  'checkout.area.westAfrica': 'Africa occidentale',
  'checkout.area.centralAfrica': 'Africa centrale',
  'checkout.area.northeastAfrica': 'Africa nord-orientale',
  'checkout.area.southernAfrica': 'Africa australe',
  'checkout.area.indianOcean': 'Oceano Indiano',
  'checkout.area.caribbean': 'Caraibi',
  'checkout.area.eastAsia': 'Asia orientale',
  'checkout.area.southeastAsia': 'Sud-est asiatico',
  'checkout.area.oceania': 'Oceania',
} as const satisfies Translation<typeof english>;
