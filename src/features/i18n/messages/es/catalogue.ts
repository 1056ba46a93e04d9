/** The list of destinations, a country's and a region's plans, and the cards they show. */
import type { Translation } from '../index.ts';
import type english from '../en/catalogue.ts';

export default {
  'catalogue.countryCard.plans.one': '{count} plan disponible',
  'catalogue.countryCard.plans.other': '{count} planes disponibles',
  'catalogue.regionCard.countries.one': '{count} país',
  'catalogue.regionCard.countries.other': '{count} países',

  'catalogue.plan.popular': 'El más popular',
  'catalogue.plan.multiCountry': 'Varios países',
  'catalogue.plan.instant': 'Al instante',
  'catalogue.plan.worksIn.one': 'Funciona en {count} país',
  'catalogue.plan.worksIn.other': 'Funciona en {count} países',
  'catalogue.plan.coveredSeparator': ', ',
  'catalogue.plan.oneTimePayment': 'Pago único',
  'catalogue.plan.buy': 'Comprar eSIM',
  // Read after 'Get eSIM Now' by screen readers only.
  'catalogue.plan.buyDetails': ': {plan}, {country}',
  'catalogue.plan.signInTitle': 'Inicia sesión',
  'catalogue.plan.signInText': 'Inicia sesión para comprar este plan eSIM.',
  // What search engines are told about each plan (schema.org Product).
  'catalogue.plan.productName': 'eSIM {country} {plan}',
  'catalogue.plan.productDescription':
    'eSIM de datos prepago para {country}: {data}, válida {duration} desde la activación. Pago único de {price}.',
  'catalogue.plan.productCategory': 'eSIM de viaje',

  'catalogue.facts.networks': 'Redes: {networks}',
  'catalogue.facts.hotspotAllowed': 'Permite compartir datos (hotspot)',
  'catalogue.facts.noHotspot': 'No permite compartir datos (hotspot)',
  'catalogue.facts.startsOnConnection':
    'La validez empieza cuando te conectas por primera vez en tu destino',
  'catalogue.facts.startsOnInstallation': 'La validez empieza al instalar la eSIM',
  'catalogue.facts.fairUse': 'Velocidad máxima hasta {amount} al día; después, {speed}',
  'catalogue.facts.fairUseSpeed': 'Velocidad reducida a {speed} tras el uso razonable',
  'catalogue.facts.mbps': '{speed}\u00a0Mbps',
  'catalogue.facts.kbps': '{speed}\u00a0kbps',

  'catalogue.planLabel.unlimited': 'Ilimitados',
  'catalogue.planLabel.days.one': '{count} día',
  'catalogue.planLabel.days.other': '{count} días',
  'catalogue.planLabel.label': '{data} para {duration}',

  'catalogue.countries.title': 'Todos los destinos: eSIM para más de 190 países',
  'catalogue.countries.description.one':
    'Encuentra una eSIM de viaje prepago para {count} destino o 12 paquetes regionales. Busca por país, compara planes de datos y compra online.',
  'catalogue.countries.description.other':
    'Encuentra una eSIM de viaje prepago para {count} destinos o 12 paquetes regionales. Busca por país, compara planes de datos y compra online.',
  'catalogue.countries.heading': 'Elige tu destino',
  'catalogue.countries.lead':
    'eSIM de datos prepago para cada país de tu itinerario, o un solo paquete regional para todo el viaje.',
  'catalogue.countries.countriesHeading': 'Países',
  'catalogue.countries.regionsHeading': 'Paquetes regionales',
  'catalogue.search.label': 'Buscar países',
  'catalogue.search.placeholder': 'Buscar países…',
  'catalogue.search.empty': 'No hay ningún país que coincida con «{query}».',
  'catalogue.search.found.one': '{count} destino encontrado',
  'catalogue.search.found.other': '{count} destinos encontrados',

  'catalogue.country.title': 'eSIM para {country}: planes de datos prepago',
  'catalogue.country.description.one':
    'Compra online una eSIM de viaje para {country} desde {price}. {count} plan de datos, código QR al instante y sin cargos de roaming.',
  'catalogue.country.description.other':
    'Compra online una eSIM de viaje para {country} desde {price}. {count} planes de datos, código QR al instante y sin cargos de roaming.',
  'catalogue.country.descriptionNoPlans':
    'Planes de datos con eSIM de viaje para {country}: entrega al instante por código QR y sin cargos de roaming.',
  'catalogue.country.allCountries': 'Todos los países',
  // The destination's greeting in its own language, from the catalogue's presentation ('Bonjour').
  'catalogue.country.greeting': '¡{greeting}!',
  'catalogue.country.heading': 'eSIM para {country}',
  'catalogue.country.strap': 'Datos prepago, activación al instante',
  'catalogue.country.strapWithLandmark':
    '{landmark} y mucho más: datos prepago, activación al instante',
  'catalogue.country.plansHeading.one': '{count} plan eSIM disponible',
  'catalogue.country.plansHeading.other': '{count} planes eSIM disponibles',
  'catalogue.country.dataOnly':
    'Solo datos. La validez empieza cuando la eSIM se conecta por primera vez en tu destino.',
  'catalogue.country.dataOnlyEachPlan': 'Solo datos. Cada plan indica cuándo empieza su validez.',
  'catalogue.country.noPlans': 'Todavía no hay planes disponibles para este país.',

  'catalogue.region.title': 'Planes eSIM para {region}',
  'catalogue.region.description.one':
    'Paquete eSIM {region}: un solo plan de datos prepago para {count} país desde {price}. Código QR al instante.',
  'catalogue.region.description.other':
    'Paquete eSIM {region}: un solo plan de datos prepago para {count} países desde {price}. Código QR al instante.',
  'catalogue.region.descriptionNoPrice.one':
    'Paquete eSIM {region}: un solo plan de datos prepago para {count} país. Código QR al instante.',
  'catalogue.region.descriptionNoPrice.other':
    'Paquete eSIM {region}: un solo plan de datos prepago para {count} países. Código QR al instante.',
  'catalogue.region.backHome': 'Volver al inicio',
  'catalogue.region.statCountries': 'Países',
  'catalogue.region.statPlans': 'Planes disponibles',
  'catalogue.region.statInstant': 'Instantánea',
  'catalogue.region.statActivation': 'Activación',
  'catalogue.region.choosePlan': 'Elige tu plan para {region}',
  'catalogue.region.noPlans': 'Todavía no hay planes disponibles en esta región.',
  'catalogue.region.countriesHeading': 'Países incluidos en este paquete',
} as const satisfies Translation<typeof english>;
