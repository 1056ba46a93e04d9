/** Invoices and credit notes (the PDF and the printable page), and their links on My Orders. */
import type { Translation } from '../index.ts';
import type english from '../en/invoices.ts';

export default {
  'invoice.title.invoice': 'Rechnung',
  'invoice.title.creditNote': 'Gutschrift',
  'invoice.number': 'Rechnungsnummer',
  'invoice.date': 'Rechnungsdatum',
  'invoice.supplyDate': 'Leistungsdatum',
  'invoice.order': 'Bestellung',
  'invoice.seller': 'Verkäufer',
  'invoice.taxId': 'Steuernummer',
  'invoice.demo': 'Demo-Angaben: Dies ist kein gültiges Steuerdokument.',
  'invoice.buyer': 'Käufer',
  'invoice.buyerVatId': 'USt-IdNr.',
  'invoice.quantity': 'Menge',
  'invoice.item': 'Prepaid-Daten-eSIM: {plan} ({data}, {duration})',
  'invoice.itemTopUp': 'Datenaufladung für eine eSIM: {plan} ({data}, {duration})',
  'invoice.net': 'Nettobetrag',
  'invoice.taxRate': 'USt-Satz',
  'invoice.taxAmount': 'Umsatzsteuer',
  'invoice.total': 'Gezahlter Gesamtbetrag',
  'invoice.totalCredited': 'Gutgeschriebener Gesamtbetrag',
  'invoice.currency': 'Währung',
  'invoice.paymentMethod': 'Zahlungsart',
  'invoice.card': 'Karte',
  'invoice.cardEnding': '{brand} mit Endziffern {last4}',
  'invoice.refundedTo': 'Erstattet auf',
  'invoice.reverseCharge':
    'Steuerschuldnerschaft des Leistungsempfängers (Art. 196 der Richtlinie 2006/112/EG). USt-IdNr. des Käufers: {vatId}',
  'invoice.notCharged': 'Keine Umsatzsteuer berechnet.',
  'invoice.cancels': 'Diese Gutschrift storniert die Rechnung {number} vollständig.',
  'invoice.replaces': 'Diese Rechnung ersetzt die Rechnung {number}.',
  'invoice.downloadPdf': 'PDF herunterladen',
  'invoice.preparing':
    'Ihre Rechnung wird gerade erstellt und steht in wenigen Minuten hier bereit.',
  'invoice.creditNotePreparing':
    'Ihre Gutschrift wird gerade erstellt und steht in wenigen Minuten hier bereit.',
  'invoice.notIssued':
    'Dieses Dokument wurde noch nicht ausgestellt. Bitte versuchen Sie es in einigen Minuten erneut.',
  'invoice.refundedNoChange':
    'Diese Bestellung wurde erstattet: Ihre Rechnung kann nicht mehr geändert werden.',
  'invoice.companyAdded':
    'Ihre Firmendaten wurden hinzugefügt. Die neue Rechnung ist in wenigen Minuten verfügbar.',
  'invoice.addCompany': 'Firmendaten hinzufügen',
  'invoice.companyName': 'Firmenname',
  'invoice.companyAddress': 'Firmenanschrift',
  'invoice.companyCountry': 'Land',
  'invoice.companyCountryHint': 'Zwei Buchstaben wie in der USt-IdNr.: DE, AT, FR …',
  'invoice.companySubmit': 'Rechnung neu ausstellen',
  'invoice.companyFailed':
    'Ihre Firmendaten konnten nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
  'invoice.link': 'Rechnung',
  'invoice.creditNoteLink': 'Gutschrift',
} as const satisfies Translation<typeof english>;
