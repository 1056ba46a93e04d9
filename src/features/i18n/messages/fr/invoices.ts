/** Invoices and credit notes (the PDF and the printable page), and their links on My Orders. */
import type { Translation } from '../index.ts';
import type english from '../en/invoices.ts';

export default {
  'invoice.title.invoice': 'Facture',
  'invoice.title.creditNote': 'Avoir',
  'invoice.number': 'Numéro',
  'invoice.date': 'Date d’émission',
  'invoice.supplyDate': 'Date de la prestation',
  'invoice.order': 'Commande',
  'invoice.seller': 'Vendeur',
  'invoice.taxId': 'Numéro d’identification fiscale',
  'invoice.demo': 'Coordonnées de démonstration : ce document n’est pas une facture valable.',
  'invoice.buyer': 'Acheteur',
  'invoice.buyerVatId': 'Numéro de TVA',
  'invoice.quantity': 'Quantité',
  'invoice.item': 'eSIM de données prépayée : {plan} ({data}, {duration})',
  'invoice.itemTopUp': 'Recharge de données pour une eSIM : {plan} ({data}, {duration})',
  'invoice.net': 'Montant hors taxes',
  'invoice.taxRate': 'Taux de TVA',
  'invoice.taxAmount': 'TVA',
  'invoice.total': 'Total payé',
  'invoice.totalCredited': 'Total remboursé',
  'invoice.currency': 'Devise',
  'invoice.paymentMethod': 'Moyen de paiement',
  'invoice.card': 'Carte bancaire',
  'invoice.cardEnding': '{brand} se terminant par {last4}',
  'invoice.refundedTo': 'Remboursé sur',
  'invoice.reverseCharge':
    'Autoliquidation : la TVA est due par le preneur (article 196 de la directive 2006/112/CE). Numéro de TVA de l’acheteur : {vatId}',
  'invoice.notCharged': 'TVA non facturée.',
  'invoice.cancels': 'Cet avoir annule intégralement la facture {number}.',
  'invoice.replaces': 'Cette facture remplace la facture {number}.',
  'invoice.downloadPdf': 'Télécharger le PDF',
  'invoice.preparing':
    'Votre facture est en cours de préparation ; elle sera disponible ici dans quelques minutes.',
  'invoice.creditNotePreparing':
    'Votre avoir est en cours de préparation ; il sera disponible ici dans quelques minutes.',
  'invoice.notIssued':
    'Ce document n’a pas encore été émis. Veuillez réessayer dans quelques minutes.',
  'invoice.refundedNoChange':
    'Cette commande a été remboursée : sa facture ne peut plus être modifiée.',
  'invoice.companyAdded':
    'Les coordonnées de votre entreprise ont été ajoutées. La nouvelle facture sera prête dans quelques minutes.',
  'invoice.addCompany': 'Ajouter les coordonnées de l’entreprise',
  'invoice.companyName': 'Raison sociale',
  'invoice.companyAddress': 'Adresse de l’entreprise',
  'invoice.companyCountry': 'Pays',
  'invoice.companyCountryHint': 'Deux lettres, comme dans le numéro de TVA : FR, DE, BE…',
  'invoice.companySubmit': 'Émettre à nouveau la facture',
  'invoice.companyFailed':
    'Les coordonnées de l’entreprise n’ont pas pu être ajoutées. Veuillez réessayer.',
  'invoice.link': 'Facture',
  'invoice.creditNoteLink': 'Avoir',
} as const satisfies Translation<typeof english>;
