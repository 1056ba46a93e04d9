/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Informations légales',
  'legal.lastUpdated': 'Dernière mise à jour :',
  'legal.tocLabel': 'Sur cette page',
  'legal.tocSectionCount.one': '({count} section)',
  'legal.tocSectionCount.other': '({count} sections)',
  // The final terms above checkout's pay button.
  'legal.finalTerms.heading': 'Votre commande, avant de payer',
  'legal.finalTerms.plan': 'Forfait',
  'legal.finalTerms.allowance': 'Données et validité',
  'legal.finalTerms.allowanceValue': '{data} pendant {duration}, à compter de l’activation',
  'legal.finalTerms.quantity': 'Quantité',
  'legal.finalTerms.total': 'Total, taxes comprises',
  'legal.finalTerms.payment': 'Paiement',
  'legal.finalTerms.paymentValue':
    'Débité de votre carte dès que vous appuyez sur le bouton ci-dessous',
  'legal.finalTerms.delivery': 'Livraison',
  'legal.finalTerms.deliveryValue': 'Juste après le paiement, par e-mail et dans Mes commandes',
  'legal.finalTerms.contract': 'Contrat',
  'legal.finalTerms.contractValue': 'Un achat unique : pas d’abonnement, aucun renouvellement',
  'legal.finalTerms.refunds':
    'Pas encore installée ? Annulez-la dans Mes commandes dans les {days} jours pour être remboursé intégralement. Aucun remboursement une fois des données consommées.',
  'legal.finalTerms.termsLink': 'Remboursements et rétractation : conditions d’utilisation',
  'legal.finalTerms.disclosureLink': 'Mentions commerciales (Japon)',
} as const satisfies Translation<typeof english>;
