/** Invoices and credit notes (the PDF and the printable page), and their links on My Orders. */
import type { Translation } from '../index.ts';
import type english from '../en/invoices.ts';

export default {
  'invoice.title.invoice': 'Fattura',
  'invoice.title.creditNote': 'Nota di credito',
  'invoice.number': 'Numero',
  'invoice.date': 'Data di emissione',
  'invoice.supplyDate': 'Data della prestazione',
  'invoice.order': 'Ordine',
  'invoice.seller': 'Venditore',
  'invoice.taxId': 'Numero di identificazione fiscale',
  'invoice.demo': 'Dati dimostrativi: questo documento non è una fattura valida.',
  'invoice.buyer': 'Acquirente',
  'invoice.buyerVatId': 'Partita IVA',
  'invoice.quantity': 'Quantità',
  'invoice.item': 'eSIM dati prepagata: {plan} ({data}, {duration})',
  'invoice.itemTopUp': 'Ricarica dati per una eSIM: {plan} ({data}, {duration})',
  'invoice.net': 'Imponibile',
  'invoice.taxRate': 'Aliquota IVA',
  'invoice.taxAmount': 'IVA',
  'invoice.total': 'Totale pagato',
  'invoice.totalCredited': 'Totale accreditato',
  'invoice.currency': 'Valuta',
  'invoice.paymentMethod': 'Metodo di pagamento',
  'invoice.card': 'Carta',
  'invoice.cardEnding': '{brand} che termina con {last4}',
  'invoice.refundedTo': 'Rimborsato su',
  'invoice.reverseCharge':
    'Inversione contabile: l’IVA è dovuta dal committente (articolo 196 della direttiva 2006/112/CE). Partita IVA dell’acquirente: {vatId}',
  'invoice.notCharged': 'IVA non addebitata.',
  'invoice.cancels': 'Questa nota di credito annulla integralmente la fattura {number}.',
  'invoice.replaces': 'Questa fattura sostituisce la fattura {number}.',
  'invoice.downloadPdf': 'Scarica il PDF',
  'invoice.preparing': 'Stiamo preparando la tua fattura: sarà disponibile qui tra qualche minuto.',
  'invoice.creditNotePreparing':
    'Stiamo preparando la tua nota di credito: sarà disponibile qui tra qualche minuto.',
  'invoice.notIssued': 'Questo documento non è ancora stato emesso. Riprova tra qualche minuto.',
  'invoice.refundedNoChange':
    'Questo ordine è stato rimborsato: la sua fattura non può più essere modificata.',
  'invoice.companyAdded':
    'I dati della tua azienda sono stati aggiunti. La nuova fattura sarà pronta tra pochi minuti.',
  'invoice.addCompany': 'Aggiungi i dati aziendali',
  'invoice.companyName': 'Ragione sociale',
  'invoice.companyAddress': 'Indirizzo dell’azienda',
  'invoice.companyCountry': 'Paese',
  'invoice.companyCountryHint': 'Due lettere, come nella partita IVA: IT, FR, DE…',
  'invoice.companySubmit': 'Emetti di nuovo la fattura',
  'invoice.companyFailed': 'Non è stato possibile aggiungere i dati della tua azienda. Riprova.',
  'invoice.link': 'Fattura',
  'invoice.creditNoteLink': 'Nota di credito',
} as const satisfies Translation<typeof english>;
