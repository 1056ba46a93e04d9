/** The checkout page: the order summary, the card form, the pay button and the price hold. */
import type { Translation } from '../index.ts';
import type english from '../en/checkout.ts';

export default {
  'checkout.title': 'Paiement',
  'checkout.pageDescription': 'Payez votre eSIM de voyage Roamly en toute sécurité.',
  'checkout.backToDestinations': 'Retour aux destinations',
  'checkout.loading': 'Chargement du paiement…',
  'checkout.signInTitle': 'Connexion requise',
  'checkout.signInText': 'Connectez-vous pour continuer.',
  'checkout.errorTitle': 'Erreur',
  'checkout.intentFailedTitle': 'Impossible de préparer le paiement',
  'checkout.planMissingHeading': 'Forfait introuvable',
  'checkout.planMissingText': 'Ce forfait n’est plus en vente, ou le lien est erroné.',
  'checkout.unavailableHeading': 'Le paiement est momentanément indisponible',
  'checkout.unavailableText':
    'Nous n’avons pas pu charger ce forfait. Veuillez réessayer dans un instant.',
  'checkout.topUpRefusedHeading': 'Cette recharge n’est pas disponible',
  'checkout.topUpRefusedText': 'Ce forfait ne peut pas être ajouté à cette eSIM.',
  'checkout.browsePlans': 'Voir les forfaits',
  'checkout.topUpLead': 'Ajoute des données à votre eSIM actuelle.',
  'checkout.topUpExplained':
    'Pas de nouveau QR code, rien à réinstaller : les données s’ajoutent à l’eSIM que vous avez déjà.',

  'checkout.summaryHeading': 'Récapitulatif de la commande',
  'checkout.summaryCountry': 'Pays',
  'checkout.summaryData': 'Données',
  'checkout.summaryDuration': 'Durée',
  'checkout.summaryTotal': 'Total',
  'checkout.summaryTotalWithTax': 'Total (dont {tax} {rate} : {amount})',
  'checkout.taxName': 'TVA',
  'checkout.taxNameJapan': 'taxe sur la consommation',

  'checkout.paymentHeading': 'Informations de paiement',
  'checkout.pay': 'Payer {price}',
  'checkout.processing': 'Traitement…',
  'checkout.securePayment':
    'Paiement sécurisé par Stripe. Votre eSIM est livrée aussitôt par e-mail et dans Mes commandes.',
  'checkout.preparingPayment': 'Préparation du paiement sécurisé…',
  'checkout.paymentNotStarted': 'Le paiement n’a pas pu être lancé.',
  'checkout.tryAgain': 'Réessayer',
  'checkout.notReadyTitle': 'Paiement pas encore prêt',
  'checkout.notReadyText': 'Patientez pendant le chargement du formulaire de paiement.',
  'checkout.paymentFailedTitle': 'Échec du paiement',
  'checkout.paidTitle': 'Paiement réussi !',
  'checkout.paidText':
    'Votre eSIM est en cours d’activation : en général en moins d’une minute, au plus tard en {minutes} minutes (avant {time}). Vous la retrouverez dans Mes commandes.',
  'checkout.stillProcessing':
    'Votre paiement est encore en cours de traitement. Votre commande apparaîtra dans Mes commandes dès qu’il sera validé.',
  'checkout.bankConfirmation':
    'Votre banque vous demande de confirmer ce paiement. Veuillez réessayer.',
  'checkout.notCompleted': 'Votre paiement n’a pas pu aboutir. Essayez avec une autre carte.',
  'checkout.formLoading': 'Chargement du formulaire de paiement…',
  'checkout.formFailed':
    'Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion et actualisez la page.',

  'checkout.testModeNotice':
    'Mode test : aucune vraie carte n’est débitée. Utilisez 4242 4242 4242 4242 pour payer, 4000 0000 0000 0002 pour une carte refusée, 4000 0000 0000 9995 pour un solde insuffisant.',
  'checkout.testCancelled': 'Ce paiement a été annulé.',
  'checkout.testDeclined': 'Votre carte a été refusée.',
  'checkout.cardNumber': 'Numéro de carte',
  'checkout.cardExpiry': 'Date d’expiration',
  'checkout.cardExpiryPlaceholder': 'MM / AA',
  'checkout.cardCvc': 'CVC',

  'checkout.heldUntil': 'Prix garanti jusqu’à {time}',
  'checkout.quoteGoneHeading': 'Ce prix n’est plus garanti',
  'checkout.continueAt': 'Continuer à {price}',
  'checkout.quotePriceChanged':
    'Le prix de ce forfait est passé de {quoted} à {current} pendant votre paiement.',
  'checkout.quotePlanChanged':
    'Ce forfait a été modifié pendant votre paiement : ce n’est plus celui que vous aviez choisi. Vérifiez-le de nouveau avant d’acheter.',
  'checkout.quoteWithdrawn': 'Ce forfait n’est plus en vente.',
  'checkout.quoteExpired': 'Le prix garanti pour vous a expiré.',
  'checkout.quoteExpiredNowAt':
    'Le prix garanti pour vous a expiré. Le prix actuel est de {current}.',
  'checkout.quoteEsimRefunded':
    'Cette eSIM a été remboursée : il n’est donc plus possible d’y ajouter des données.',
  'checkout.quoteEsimRefundAsked':
    'Un remboursement de cette eSIM a été demandé : il n’est donc plus possible d’y ajouter des données.',
  'checkout.quoteAccountBlocked':
    'Votre compte Roamly est suspendu pour le moment, nous n’avons donc pas pu finaliser cet achat. Notre équipe d’assistance répondra volontiers à vos questions.',
  'checkout.quoteRefunded': 'Votre paiement de {quoted} a été intégralement remboursé.',
  'checkout.quoteNotCharged': 'Vous n’avez pas été débité.',
  /** What changed, then whether the customer was charged: two sentences, in this order. */
  'checkout.quoteChangeAndCharge': '{change} {charge}',

  'checkout.billingHeading': 'Facturation',
  'checkout.billingCountry': 'Pays de facturation',
  'checkout.forBusiness': 'J’achète pour une entreprise',
  'checkout.businessName': 'Nom de l’entreprise',
  'checkout.businessAddress': 'Adresse de l’entreprise',
  'checkout.vatId': 'Numéro de TVA intracommunautaire',
  'checkout.vatIdHint': 'Avec le préfixe du pays, par exemple FR12345678901.',
  'checkout.optional': 'Facultatif',
  'checkout.travelDate': 'Quand partez-vous ?',
  'checkout.travelDateHint':
    'Si l’eSIM n’est pas encore installée, nous vous le rappelons la veille du départ.',
  'checkout.deliveryConsent':
    'Je demande que mon eSIM me soit livrée dès maintenant, pendant le délai de rétractation. Je reconnais perdre mon droit de rétractation dès que l’eSIM est installée ou que son forfait a commencé ; jusque-là, je peux l’annuler et être remboursé intégralement dans les {days} jours suivant l’achat.',
  'checkout.continueToPayment': 'Continuer vers le paiement',
  'checkout.changeBilling': 'Modifier la facturation',
  'checkout.vatNotConfirmed':
    'Nous n’avons pas pu confirmer ce numéro de TVA auprès du service VIES de l’UE : la TVA est donc incluse. Vérifiez le numéro, ou payez TVA comprise et ajoutez la société à la facture plus tard.',
  'checkout.vatUnreachable':
    'Le service VIES de l’UE, qui confirme les numéros de TVA, est injoignable pour le moment : la TVA est donc incluse. Réessayez dans quelques minutes, ou payez TVA comprise et ajoutez la société à la facture plus tard.',
} as const satisfies Translation<typeof english>;
