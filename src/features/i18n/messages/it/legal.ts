/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Note legali',
  'legal.lastUpdated': 'Ultimo aggiornamento:',
  'legal.tocLabel': 'In questa pagina',
  'legal.tocSectionCount.one': '({count} sezione)',
  'legal.tocSectionCount.other': '({count} sezioni)',
  // The final terms above checkout's pay button.
  'legal.finalTerms.heading': 'Il tuo ordine, prima di pagare',
  'legal.finalTerms.plan': 'Piano',
  'legal.finalTerms.allowance': 'Dati e validità',
  'legal.finalTerms.allowanceValue': '{data} per {duration}, dall’attivazione',
  'legal.finalTerms.quantity': 'Quantità',
  'legal.finalTerms.total': 'Totale, imposte incluse',
  'legal.finalTerms.payment': 'Pagamento',
  'legal.finalTerms.paymentValue': 'Addebitato sulla carta non appena premi il pulsante qui sotto',
  'legal.finalTerms.delivery': 'Consegna',
  'legal.finalTerms.deliveryValue': 'Subito dopo il pagamento, via e-mail e in I miei ordini',
  'legal.finalTerms.contract': 'Contratto',
  'legal.finalTerms.contractValue': 'Un acquisto unico: nessun abbonamento, nessun rinnovo',
  'legal.finalTerms.refunds':
    'Non l’hai ancora installata? Annullala in I miei ordini entro {days} giorni per un rimborso completo. Nessun rimborso dopo aver consumato dati.',
  'legal.finalTerms.termsLink': 'Rimborsi e recesso: termini di servizio',
  'legal.finalTerms.disclosureLink': 'Informazioni commerciali (Giappone)',
} as const satisfies Translation<typeof english>;
