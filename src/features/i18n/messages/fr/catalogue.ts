/** The list of destinations, a country's and a region's plans, and the cards they show. */
import type { Translation } from '../index.ts';
import type english from '../en/catalogue.ts';

export default {
  'catalogue.countryCard.plans.one': '{count} forfait disponible',
  'catalogue.countryCard.plans.other': '{count} forfaits disponibles',
  'catalogue.regionCard.countries.one': '{count} pays',
  'catalogue.regionCard.countries.other': '{count} pays',

  'catalogue.plan.popular': 'Le plus populaire',
  'catalogue.plan.multiCountry': 'Multi-pays',
  'catalogue.plan.instant': 'Immédiat',
  'catalogue.plan.worksIn.one': 'Fonctionne dans {count} pays',
  'catalogue.plan.worksIn.other': 'Fonctionne dans {count} pays',
  'catalogue.plan.coveredSeparator': ', ',
  'catalogue.plan.oneTimePayment': 'Paiement unique',
  'catalogue.plan.buy': 'Acheter l’eSIM',
  // Read after 'Get eSIM Now' by screen readers only.
  'catalogue.plan.buyDetails': ' : {plan}, {country}',
  'catalogue.plan.signInTitle': 'Connexion requise',
  'catalogue.plan.signInText': 'Connectez-vous pour acheter ce forfait eSIM.',
  // What search engines are told about each plan (schema.org Product).
  'catalogue.plan.productName': 'eSIM {country} {plan}',
  'catalogue.plan.productDescription':
    'eSIM data prépayée, destination {country} : {data}, valable {duration} à partir de l’activation. Paiement unique de {price}.',
  'catalogue.plan.productCategory': 'eSIM de voyage',

  'catalogue.facts.networks': 'Réseaux : {networks}',
  'catalogue.facts.hotspotAllowed': 'Partage de connexion autorisé',
  'catalogue.facts.noHotspot': 'Partage de connexion non autorisé',
  'catalogue.facts.startsOnConnection':
    'La validité commence à la première connexion à destination',
  'catalogue.facts.startsOnInstallation': 'La validité commence dès l’installation de l’eSIM',
  'catalogue.facts.fairUse': 'Débit maximal jusqu’à {amount} par jour, puis {speed}',
  'catalogue.facts.fairUseSpeed': 'Débit réduit à {speed} au-delà de l’usage raisonnable',
  'catalogue.facts.mbps': '{speed}\u00a0Mbit/s',
  'catalogue.facts.kbps': '{speed}\u00a0kbit/s',

  'catalogue.planLabel.unlimited': 'Illimité',
  'catalogue.planLabel.days.one': '{count} jour',
  'catalogue.planLabel.days.other': '{count} jours',
  'catalogue.planLabel.label': '{data} pour {duration}',

  'catalogue.countries.title': 'Toutes les destinations : eSIM pour plus de 190 pays',
  'catalogue.countries.description.one':
    'Trouvez une eSIM de voyage prépayée parmi {count} destination ou 12 forfaits régionaux. Cherchez par pays, comparez les forfaits, achetez en ligne.',
  'catalogue.countries.description.other':
    'Trouvez une eSIM de voyage prépayée parmi {count} destinations ou 12 forfaits régionaux. Cherchez par pays, comparez les forfaits, achetez en ligne.',
  'catalogue.countries.heading': 'Choisissez votre destination',
  'catalogue.countries.lead':
    'Des eSIM data prépayées pour chaque pays de votre itinéraire, ou un forfait régional pour tout le voyage.',
  'catalogue.countries.countriesHeading': 'Pays',
  'catalogue.countries.regionsHeading': 'Forfaits régionaux',
  'catalogue.search.label': 'Rechercher un pays',
  'catalogue.search.placeholder': 'Rechercher un pays…',
  'catalogue.search.empty': 'Aucun pays ne correspond à « {query} ».',
  'catalogue.search.found.one': '{count} destination trouvée',
  'catalogue.search.found.other': '{count} destinations trouvées',

  'catalogue.country.title': 'eSIM {country} : forfaits data de voyage prépayés',
  'catalogue.country.description.one':
    'Achetez en ligne votre eSIM de voyage {country} dès {price}. {count} forfait data, QR code livré aussitôt, sans frais d’itinérance.',
  'catalogue.country.description.other':
    'Achetez en ligne votre eSIM de voyage {country} dès {price}. {count} forfaits data, QR code livré aussitôt, sans frais d’itinérance.',
  'catalogue.country.descriptionNoPlans':
    'eSIM de voyage {country} : forfaits data livrés aussitôt par QR code, sans frais d’itinérance.',
  'catalogue.country.allCountries': 'Tous les pays',
  // The destination's greeting in its own language, from the catalogue's presentation ('Bonjour').
  'catalogue.country.greeting': '{greeting} !',
  'catalogue.country.heading': 'eSIM {country}',
  'catalogue.country.strap': 'Données prépayées, activation immédiate',
  'catalogue.country.strapWithLandmark':
    '{landmark} et au-delà : données prépayées, activation immédiate',
  'catalogue.country.plansHeading.one': '{count} forfait eSIM disponible',
  'catalogue.country.plansHeading.other': '{count} forfaits eSIM disponibles',
  'catalogue.country.dataOnly':
    'Data uniquement. La validité commence à la première connexion de l’eSIM à destination.',
  'catalogue.country.dataOnlyEachPlan':
    'Data uniquement. Chaque forfait indique quand sa validité commence.',
  'catalogue.country.noPlans': 'Aucun forfait n’est encore disponible pour ce pays.',

  'catalogue.region.title': 'Forfaits eSIM {region}',
  'catalogue.region.description.one':
    'Forfait eSIM {region} : un seul forfait data prépayé pour {count} pays, dès {price}. QR code livré aussitôt.',
  'catalogue.region.description.other':
    'Forfait eSIM {region} : un seul forfait data prépayé pour {count} pays, dès {price}. QR code livré aussitôt.',
  'catalogue.region.descriptionNoPrice.one':
    'Forfait eSIM {region} : un seul forfait data prépayé pour {count} pays. QR code livré aussitôt.',
  'catalogue.region.descriptionNoPrice.other':
    'Forfait eSIM {region} : un seul forfait data prépayé pour {count} pays. QR code livré aussitôt.',
  'catalogue.region.backHome': 'Retour à l’accueil',
  'catalogue.region.statCountries': 'Pays',
  'catalogue.region.statPlans': 'Forfaits disponibles',
  'catalogue.region.statInstant': 'Immédiate',
  'catalogue.region.statActivation': 'Activation',
  'catalogue.region.choosePlan': 'Choisissez votre forfait {region}',
  'catalogue.region.noPlans': 'Aucun forfait n’est encore disponible dans cette région.',
  'catalogue.region.countriesHeading': 'Pays inclus dans ce forfait',
} as const satisfies Translation<typeof english>;
