/** The checkout's word on destinations travellers confuse: where this one lies, and its namesakes. */
import type { Translation } from '../index.ts';
import type english from '../en/destination-check.ts';

export default {
  'checkout.confusable.heading': 'Comprueba tu destino',
  'checkout.confusable.notOther': '¿Buscabas {country}?',
  'checkout.confusable.usStateGeorgia': '¿Buscabas el estado de Georgia, en EE. UU.? {country}',
  'checkout.confusable.usStateNewJersey':
    '¿Buscabas el estado de Nueva Jersey, en EE. UU.? {country}',
  'checkout.area.centralEurope': 'Europa central',
  'checkout.area.northernEurope': 'Norte de Europa',
  'checkout.area.westernEurope': 'Europa occidental',
  'checkout.area.balkans': 'Balcanes',
  'checkout.area.caucasus': 'Cáucaso',
  'checkout.area.channelIslands': 'Islas del Canal',
  'checkout.area.westAfrica': 'África occidental',
  'checkout.area.centralAfrica': 'África central',
  'checkout.area.northeastAfrica': 'Noreste de África',
  'checkout.area.southernAfrica': 'África austral',
  'checkout.area.indianOcean': 'Océano Índico',
  'checkout.area.caribbean': 'Caribe',
  'checkout.area.eastAsia': 'Asia oriental',
  'checkout.area.southeastAsia': 'Sudeste asiático',
  'checkout.area.oceania': 'Oceanía',
} as const satisfies Translation<typeof english>;
