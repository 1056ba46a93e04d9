/**
 * My Orders and the eSIM list on My Account: each order's card, its QR code, its top-ups ('Add
 * data') and its refund.
 */
import type { Translation } from '../index.ts';
import type english from '../en/orders.ts';

export default {
  'orders.title': 'Mes commandes',
  'orders.pageDescription':
    'Vos commandes d’eSIM Roamly, leur état d’activation et leurs QR codes.',
  'orders.loading': 'Chargement de vos commandes',
  'orders.signInTitle': 'Connexion requise',
  'orders.signInText': 'Connectez-vous pour voir vos commandes.',
  'orders.loadFailedHeading': 'Impossible de charger vos commandes',
  'orders.loadFailedText': 'Veuillez réessayer.',
  'orders.tryAgain': 'Réessayer',
  'orders.noneHeading': 'Vous n’avez encore rien acheté',
  'orders.noneText':
    'Choisissez une destination : votre eSIM apparaîtra ici, prête à être installée.',
  'orders.browsePlans': 'Voir les forfaits',
  'orders.returnNotCompleted': 'Votre paiement n’a pas abouti. Veuillez réessayer.',

  'orders.orderNumber': 'Commande nº {number}',
  'orders.activating': 'Activation de l’eSIM…',
  'orders.deliveryPromise':
    'Prête en général en moins d’une minute, au plus tard en {minutes} minutes : avant {time}.',
  'orders.deliveryOverdue':
    'Cela prend plus de temps que d’habitude. Nous nous en occupons et vous recevrez un e-mail dès que votre eSIM sera prête.',
  'orders.late.title': 'Votre eSIM a du retard',
  'orders.late.offer':
    'Nous vous l’avions promise en {minutes} minutes au plus et elle n’est pas encore livrée. Nous nous en occupons. Si vous préférez ne pas attendre, vous pouvez être remboursé intégralement dès maintenant.',
  'orders.late.onIt':
    'Nous vous l’avions promise en {minutes} minutes au plus et elle n’est pas encore livrée. Nous nous en occupons et vous recevrez un e-mail dès qu’elle sera prête.',
  'orders.late.refundNow': 'Me faire rembourser',
  'orders.late.refunding': 'Remboursement…',
  'orders.ready': 'Prête',
  'orders.failed': 'Échec',
  'orders.refunded': 'Remboursée',
  'orders.data': 'Données',
  'orders.duration': 'Durée',
  'orders.iccid': 'ICCID',
  'orders.errorLabel': 'Erreur :',

  'orders.qrAlt': 'QR code de l’eSIM {plan}',
  'orders.qrScan':
    'Scannez-le avec le téléphone qui part en voyage. Il ne peut être installé qu’une fois.',
  'orders.qrDownload': 'Télécharger',
  'orders.qrDownloadFailed': 'Échec du téléchargement',
  'orders.qrNotDownloaded': 'Le QR code n’a pas pu être téléchargé. Veuillez réessayer.',
  'orders.installationGuide': 'Guide d’installation',
  /** The saved QR code's file name on My Orders; `{plan}` and `{order}` are letters, digits, '-'. */
  'orders.qrFileOfOrder': 'esim-{plan}-{order}.png',
  /** The saved QR code's file name on My Account. */
  'orders.qrFileOfAccount': '{plan}-esim-code-qr.png',

  'orders.subscriptionsHeading': 'Mes abonnements eSIM',
  'orders.subscriptionsLoading': 'Chargement de vos abonnements',
  'orders.subscriptionsFailed': 'Impossible de charger vos abonnements. {reason}',
  'orders.subscriptionsNoneHeading': 'Aucun abonnement pour l’instant',
  'orders.subscriptionsNoneText': 'Vos eSIM apparaîtront ici après votre premier achat.',
  'orders.purchasedOn': 'Date d’achat : {date}',
  'orders.statusPending': 'En attente',
  'orders.statusCompleted': 'Terminée',
  'orders.downloadQrCode': 'Télécharger le QR code',

  'orders.topUpsHeading': 'Recharges',
  'orders.topUpDataAdded': 'Données ajoutées',
  'orders.addData': 'Ajouter des données',
  'orders.addDataLead':
    'Plus de données sur cette même eSIM : pas de nouveau QR code, rien à réinstaller.',
  'orders.addDataLoading': 'Chargement des forfaits compatibles avec cette eSIM…',
  'orders.addDataFailed':
    'Les forfaits pour cette eSIM n’ont pas pu être chargés. Veuillez réessayer.',
  'orders.addDataNone': 'Aucun forfait ne peut être ajouté à cette eSIM pour le moment.',
  'orders.addDataPlan': 'Ajouter {plan} pour {price}',
  'orders.addDataPlanDetails': '({data}, {duration})',

  'orders.refundOffered': 'Une eSIM inutilisée peut être remboursée jusqu’au {day}.',
  'orders.refundButton': 'Annuler et rembourser',
  'orders.refundConfirmLabel': 'Confirmer le remboursement',
  'orders.refundConfirmText':
    'Annuler cette eSIM et rembourser {price} sur votre moyen de paiement d’origine ? Vous ne pourrez plus l’installer. Le remboursement arrive sous 5 à 10 jours ouvrés.',
  'orders.refundConfirm': 'Oui, annuler et rembourser',
  'orders.refundSending': 'Annulation…',
  'orders.refundKeep': 'Garder mon eSIM',
  'orders.refundNotRequested': 'Votre demande de remboursement n’a pas abouti. Veuillez réessayer.',
} as const satisfies Translation<typeof english>;
