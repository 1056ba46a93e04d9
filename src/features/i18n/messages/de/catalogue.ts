/** The list of destinations, a country's and a region's plans, and the cards they show. */
import type { Translation } from '../index.ts';
import type english from '../en/catalogue.ts';

export default {
  'catalogue.countryCard.plans.one': '{count} Tarif verfügbar',
  'catalogue.countryCard.plans.other': '{count} Tarife verfügbar',
  'catalogue.regionCard.countries.one': '{count} Land',
  'catalogue.regionCard.countries.other': '{count} Länder',

  'catalogue.plan.popular': 'Am beliebtesten',
  'catalogue.plan.multiCountry': 'Mehrere Länder',
  'catalogue.plan.instant': 'Sofort',
  'catalogue.plan.worksIn.one': 'Gilt in {count} Land',
  'catalogue.plan.worksIn.other': 'Gilt in {count} Ländern',
  'catalogue.plan.coveredSeparator': ', ',
  'catalogue.plan.oneTimePayment': 'Einmalzahlung',
  'catalogue.plan.buy': 'eSIM jetzt kaufen',
  // Read after 'Get eSIM Now' by screen readers only.
  'catalogue.plan.buyDetails': ': {plan}, {country}',
  'catalogue.plan.signInTitle': 'Anmeldung erforderlich',
  'catalogue.plan.signInText': 'Bitte melde dich an, um diesen eSIM-Tarif zu kaufen.',
  // What search engines are told about each plan (schema.org Product).
  'catalogue.plan.productName': 'eSIM {country} {plan}',
  'catalogue.plan.productDescription':
    'Prepaid-Daten-eSIM, Reiseziel {country}: {data}, gültig für {duration} ab Aktivierung. Einmalzahlung von {price}.',
  'catalogue.plan.productCategory': 'Reise-eSIM',

  'catalogue.facts.networks': 'Netze: {networks}',
  'catalogue.facts.hotspotAllowed': 'Hotspot erlaubt',
  'catalogue.facts.noHotspot': 'Hotspot nicht erlaubt',
  'catalogue.facts.startsOnConnection':
    'Die Gültigkeit beginnt mit der ersten Verbindung am Reiseziel',
  'catalogue.facts.startsOnInstallation': 'Die Gültigkeit beginnt mit der Installation der eSIM',
  'catalogue.facts.fairUse': 'Volle Geschwindigkeit bis {amount} pro Tag, danach {speed}',
  'catalogue.facts.fairUseSpeed': 'Nach Erreichen der Fair-Use-Grenze gedrosselt auf {speed}',
  'catalogue.facts.mbps': '{speed}\u00a0Mbit/s',
  'catalogue.facts.kbps': '{speed}\u00a0kbit/s',

  'catalogue.planLabel.unlimited': 'Unbegrenzt',
  'catalogue.planLabel.days.one': '{count} Tag',
  'catalogue.planLabel.days.other': '{count} Tage',
  'catalogue.planLabel.label': '{data} für {duration}',

  'catalogue.countries.title': 'Alle Reiseziele: eSIMs für über 190 Länder',
  'catalogue.countries.description.one':
    'Finde eine Prepaid-Reise-eSIM für {count} Reiseziel oder 12 Regionaltarife. Nach Land suchen, Datentarife vergleichen, online kaufen.',
  'catalogue.countries.description.other':
    'Finde eine Prepaid-Reise-eSIM für {count} Reiseziele oder 12 Regionaltarife. Nach Land suchen, Datentarife vergleichen, online kaufen.',
  'catalogue.countries.heading': 'Wähle dein Reiseziel',
  'catalogue.countries.lead':
    'Prepaid-Daten-eSIMs für jedes Land deiner Route – oder ein Regionaltarif für die ganze Reise.',
  'catalogue.countries.countriesHeading': 'Länder',
  'catalogue.countries.regionsHeading': 'Regionaltarife',
  'catalogue.search.label': 'Länder suchen',
  'catalogue.search.placeholder': 'Länder suchen …',
  'catalogue.search.empty': 'Keine Länder zu „{query}“ gefunden.',
  'catalogue.search.found.one': '{count} Reiseziel gefunden',
  'catalogue.search.found.other': '{count} Reiseziele gefunden',

  'catalogue.country.title': 'eSIM {country}: Prepaid-Datentarife für Reisen',
  'catalogue.country.description.one':
    'Reise-eSIM für dein Reiseziel {country} online kaufen, ab {price}. {count} Datentarif, QR-Code sofort, keine Roaminggebühren.',
  'catalogue.country.description.other':
    'Reise-eSIM für dein Reiseziel {country} online kaufen, ab {price}. {count} Datentarife, QR-Code sofort, keine Roaminggebühren.',
  'catalogue.country.descriptionNoPlans':
    'Reise-eSIM-Datentarife, Reiseziel {country}: sofortige Lieferung per QR-Code, keine Roaminggebühren.',
  'catalogue.country.allCountries': 'Alle Länder',
  // The destination's greeting in its own language, from the catalogue's presentation ('Bonjour').
  'catalogue.country.greeting': '{greeting}!',
  'catalogue.country.heading': 'eSIM {country}',
  'catalogue.country.strap': 'Prepaid-Daten, sofort aktiv',
  'catalogue.country.strapWithLandmark': '{landmark} und mehr: Prepaid-Daten, sofort aktiv',
  'catalogue.country.plansHeading.one': '{count} eSIM-Tarif verfügbar',
  'catalogue.country.plansHeading.other': '{count} eSIM-Tarife verfügbar',
  'catalogue.country.dataOnly':
    'Nur Daten. Die Gültigkeit beginnt, sobald sich die eSIM an deinem Reiseziel zum ersten Mal verbindet.',
  'catalogue.country.dataOnlyEachPlan':
    'Nur Daten. Bei jedem Tarif steht, wann seine Gültigkeit beginnt.',
  'catalogue.country.noPlans': 'Für dieses Land gibt es noch keine Tarife.',

  'catalogue.region.title': 'eSIM-Tarife für die Region {region}',
  'catalogue.region.description.one':
    'Regional-eSIM {region}: ein Prepaid-Datentarif für {count} Land, ab {price}. QR-Code sofort.',
  'catalogue.region.description.other':
    'Regional-eSIM {region}: ein Prepaid-Datentarif für {count} Länder, ab {price}. QR-Code sofort.',
  'catalogue.region.descriptionNoPrice.one':
    'Regional-eSIM {region}: ein Prepaid-Datentarif für {count} Land. QR-Code sofort.',
  'catalogue.region.descriptionNoPrice.other':
    'Regional-eSIM {region}: ein Prepaid-Datentarif für {count} Länder. QR-Code sofort.',
  'catalogue.region.backHome': 'Zur Startseite',
  'catalogue.region.statCountries': 'Länder',
  'catalogue.region.statPlans': 'Verfügbare Tarife',
  'catalogue.region.statInstant': 'Sofort',
  'catalogue.region.statActivation': 'Aktivierung',
  'catalogue.region.choosePlan': 'Wähle deinen Tarif für die Region {region}',
  'catalogue.region.noPlans': 'In dieser Region gibt es noch keine Tarife.',
  'catalogue.region.countriesHeading': 'Länder in diesem Tarif',
} as const satisfies Translation<typeof english>;
