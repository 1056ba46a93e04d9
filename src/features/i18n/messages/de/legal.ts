/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Rechtliches',
  'legal.lastUpdated': 'Zuletzt aktualisiert:',
  'legal.tocLabel': 'Auf dieser Seite',
  'legal.tocSectionCount.one': '({count} Abschnitt)',
  'legal.tocSectionCount.other': '({count} Abschnitte)',
  // The final terms above checkout's pay button.
  'legal.finalTerms.heading': 'Ihre Bestellung vor der Zahlung',
  'legal.finalTerms.plan': 'Tarif',
  'legal.finalTerms.allowance': 'Datenvolumen und Gültigkeit',
  'legal.finalTerms.allowanceValue': '{data} für {duration} ab der Aktivierung',
  'legal.finalTerms.quantity': 'Menge',
  'legal.finalTerms.total': 'Gesamtbetrag inkl. Steuern',
  'legal.finalTerms.payment': 'Zahlung',
  'legal.finalTerms.paymentValue':
    'Ihre Karte wird sofort belastet, wenn Sie unten auf die Schaltfläche tippen',
  'legal.finalTerms.delivery': 'Lieferung',
  'legal.finalTerms.deliveryValue':
    'Direkt nach der Zahlung per E-Mail und unter Meine Bestellungen',
  'legal.finalTerms.contract': 'Vertrag',
  'legal.finalTerms.contractValue': 'Ein einmaliger Kauf: kein Abo, nichts verlängert sich',
  'legal.finalTerms.refunds':
    'Noch nicht installiert? Stornieren Sie sie innerhalb von {days} Tagen unter Meine Bestellungen und erhalten Sie den vollen Preis zurück. Keine Erstattung, sobald Daten verbraucht wurden.',
  'legal.finalTerms.termsLink': 'Erstattung und Widerruf: Nutzungsbedingungen',
  'legal.finalTerms.disclosureLink': 'Händlerangaben (Japan)',
} as const satisfies Translation<typeof english>;
