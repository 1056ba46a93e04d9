/** The list of destinations, a country's and a region's plans, and the cards they show. */
import type { Translation } from '../index.ts';
import type english from '../en/catalogue.ts';

export default {
  'catalogue.countryCard.plans.one': '{count} piano disponibile',
  'catalogue.countryCard.plans.other': '{count} piani disponibili',
  'catalogue.regionCard.countries.one': '{count} Paese',
  'catalogue.regionCard.countries.other': '{count} Paesi',

  'catalogue.plan.popular': 'Il più scelto',
  'catalogue.plan.multiCountry': 'Più Paesi',
  'catalogue.plan.instant': 'Immediata',
  'catalogue.plan.worksIn.one': 'Funziona in {count} Paese',
  'catalogue.plan.worksIn.other': 'Funziona in {count} Paesi',
  'catalogue.plan.coveredSeparator': ', ',
  'catalogue.plan.oneTimePayment': 'Pagamento unico',
  'catalogue.plan.buy': 'Acquista ora',
  // Read after 'Get eSIM Now' by screen readers only.
  'catalogue.plan.buyDetails': ': {plan}, {country}',
  'catalogue.plan.signInTitle': 'Accesso necessario',
  'catalogue.plan.signInText': 'Accedi per acquistare questo piano eSIM.',
  // What search engines are told about each plan (schema.org Product).
  'catalogue.plan.productName': 'eSIM {country} {plan}',
  'catalogue.plan.productDescription':
    'eSIM {country} con dati prepagati: {data}, valida {duration} dall’attivazione. Pagamento unico di {price}.',
  'catalogue.plan.productCategory': 'eSIM da viaggio',

  'catalogue.facts.networks': 'Reti: {networks}',
  'catalogue.facts.hotspotAllowed': 'Hotspot consentito',
  'catalogue.facts.noHotspot': 'Hotspot non consentito',
  'catalogue.facts.startsOnConnection':
    'La validità parte dalla prima connessione nella tua destinazione',
  'catalogue.facts.startsOnInstallation': 'La validità parte dall’installazione dell’eSIM',
  'catalogue.facts.fairUse': 'Massima velocità fino a {amount} al giorno, poi {speed}',
  'catalogue.facts.fairUseSpeed': 'Oltre la soglia di uso corretto, velocità ridotta a {speed}',
  'catalogue.facts.mbps': '{speed}\u00a0Mbps',
  'catalogue.facts.kbps': '{speed}\u00a0kbps',

  'catalogue.planLabel.unlimited': 'Illimitati',
  'catalogue.planLabel.days.one': '{count} giorno',
  'catalogue.planLabel.days.other': '{count} giorni',
  'catalogue.planLabel.label': '{data} per {duration}',

  'catalogue.countries.title': 'Tutte le destinazioni: eSIM per oltre 190 Paesi',
  'catalogue.countries.description.one':
    'Trova un’eSIM da viaggio prepagata per {count} destinazione o per 12 pacchetti regionali. Cerca per Paese, confronta i piani dati e acquista online.',
  'catalogue.countries.description.other':
    'Trova un’eSIM da viaggio prepagata per {count} destinazioni o 12 pacchetti regionali. Cerca per Paese, confronta i piani dati e acquista online.',
  'catalogue.countries.heading': 'Scegli la tua destinazione',
  'catalogue.countries.lead':
    'eSIM dati prepagate per ogni Paese del tuo itinerario, oppure un solo pacchetto regionale per tutto il viaggio.',
  'catalogue.countries.countriesHeading': 'Paesi',
  'catalogue.countries.regionsHeading': 'Pacchetti regionali',
  'catalogue.search.label': 'Cerca Paesi',
  'catalogue.search.placeholder': 'Cerca un Paese...',
  'catalogue.search.empty': 'Nessun Paese trovato per «{query}».',
  'catalogue.search.found.one': '{count} destinazione trovata',
  'catalogue.search.found.other': '{count} destinazioni trovate',

  'catalogue.country.title': 'eSIM {country}: piani dati prepagati per viaggiare',
  'catalogue.country.description.one':
    'Acquista online l’eSIM {country} per il tuo viaggio, da {price}. {count} piano dati, codice QR immediato, niente costi di roaming.',
  'catalogue.country.description.other':
    'Acquista online l’eSIM {country} per il tuo viaggio, da {price}. {count} piani dati, codice QR immediato, niente costi di roaming.',
  'catalogue.country.descriptionNoPlans':
    'eSIM {country}: piani dati da viaggio con codice QR immediato e niente costi di roaming.',
  'catalogue.country.allCountries': 'Tutti i Paesi',
  // The destination's greeting in its own language, from the catalogue's presentation ('Bonjour').
  'catalogue.country.greeting': '{greeting}!',
  'catalogue.country.heading': 'eSIM {country}',
  'catalogue.country.strap': 'Dati prepagati, attivazione immediata',
  'catalogue.country.strapWithLandmark':
    '{landmark} e oltre: dati prepagati, attivazione immediata',
  'catalogue.country.plansHeading.one': '{count} piano eSIM disponibile',
  'catalogue.country.plansHeading.other': '{count} piani eSIM disponibili',
  'catalogue.country.dataOnly':
    'Solo dati. La validità parte quando l’eSIM si connette per la prima volta nella tua destinazione.',
  'catalogue.country.dataOnlyEachPlan':
    'Solo dati. Ogni piano indica quando parte la sua validità.',
  'catalogue.country.noPlans': 'Non ci sono ancora piani disponibili per questo Paese.',

  'catalogue.region.title': 'Piani eSIM {region}',
  'catalogue.region.description.one':
    'Pacchetto eSIM {region}: un solo piano dati prepagato per {count} Paese, da {price}. Codice QR immediato.',
  'catalogue.region.description.other':
    'Pacchetto eSIM {region}: un solo piano dati prepagato per {count} Paesi, da {price}. Codice QR immediato.',
  'catalogue.region.descriptionNoPrice.one':
    'Pacchetto eSIM {region}: un solo piano dati prepagato per {count} Paese. Codice QR immediato.',
  'catalogue.region.descriptionNoPrice.other':
    'Pacchetto eSIM {region}: un solo piano dati prepagato per {count} Paesi. Codice QR immediato.',
  'catalogue.region.backHome': 'Torna alla home',
  'catalogue.region.statCountries': 'Paesi',
  'catalogue.region.statPlans': 'Piani disponibili',
  'catalogue.region.statInstant': 'Immediata',
  'catalogue.region.statActivation': 'Attivazione',
  'catalogue.region.choosePlan': 'Scegli il tuo piano {region}',
  'catalogue.region.noPlans': 'Non ci sono ancora piani disponibili in questa regione.',
  'catalogue.region.countriesHeading': 'Paesi inclusi in questo pacchetto',
} as const satisfies Translation<typeof english>;
