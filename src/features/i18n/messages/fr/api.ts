/** What the functions answer a customer, in French. */
import type { Translation } from '../index.ts';
import type english from '../en/api.ts';

export default {
  'api.auth.registered':
    'Votre compte est créé. Consultez vos e-mails pour confirmer votre adresse.',
  'api.auth.signedOut': 'Vous êtes déconnecté',
  'api.auth.notSignedIn': 'Vous n’êtes pas connecté',
  'api.auth.verificationInvalid': 'Ce lien de vérification est invalide ou a expiré.',
  'api.account.wrongPassword': 'Mot de passe incorrect. Votre compte reste ouvert.',
  'api.account.alreadyClosed': 'Ce compte est déjà fermé.',
  'api.account.closed':
    'Votre compte est fermé. Nous vous avons envoyé par e-mail un lien pour le rouvrir dans les 7 jours.',
  'api.account.reopenInvalid': 'Ce lien est invalide, a déjà servi ou date de plus de 7 jours.',
  'api.account.reopened':
    'Votre compte est de nouveau ouvert. Vous pouvez vous connecter avec votre mot de passe.',
  'api.auth.throttledSeconds.one':
    'Trop de tentatives de connexion. Réessayez dans {count} seconde.',
  'api.auth.throttledSeconds.other':
    'Trop de tentatives de connexion. Réessayez dans {count} secondes.',
  'api.auth.throttledMinutes.one':
    'Trop de tentatives de connexion. Réessayez dans {count} minute.',
  'api.auth.throttledMinutes.other':
    'Trop de tentatives de connexion. Réessayez dans {count} minutes.',
  'api.tooManyRequests': 'Trop de demandes. Patientez une minute, puis réessayez.',

  'api.contact.sent': 'Message envoyé. Nous vous répondons sous 24 heures.',
  'api.contact.throttled':
    'Vous nous avez déjà envoyé plusieurs messages. Patientez quelques minutes, puis réessayez.',

  'api.plans.countryCodeInvalid': 'Le code pays doit comporter deux lettres, comme US ou fr',
  'api.checkout.planNotFound': 'Forfait introuvable',
  'api.checkout.planDoesNotFit': 'Ce forfait ne convient pas à cette eSIM',
  'api.checkout.notTheEsimCurrency': 'Les données d’une eSIM se paient dans la devise de son achat',
  'api.checkout.paymentsUnavailable': 'Le paiement est momentanément indisponible.',
  'api.checkout.billingCountryUnknown': 'Choisissez votre pays de facturation dans la liste',
  'api.checkout.businessNameMissing': 'Indiquez le nom de l’entreprise pour laquelle vous achetez',
  'api.checkout.businessAddressTooLong':
    'L’adresse de l’entreprise est trop longue (500 caractères au plus)',
  'api.checkout.vatIdInvalid':
    'Ce numéro de TVA n’est pas valide : indiquez le préfixe du pays (deux lettres), puis 2 à 13 lettres ou chiffres (par exemple FR12345678901)',
  'api.checkout.travelDateInvalid': 'Choisissez une date de départ entre aujourd’hui et dans un an',
  'api.checkout.consentRequired':
    'Cochez la case demandant la livraison immédiate de votre eSIM avant de payer',
  'api.checkout.paymentNotFound': 'Paiement introuvable',
  'api.checkout.checkoutMismatch': 'Ce paiement ne correspond pas à sa commande',
  'api.checkout.otherPlan': 'Ce paiement concerne un autre forfait',
  'api.checkout.notSucceeded': 'Ce paiement n’a pas abouti',
  'api.checkout.amountMismatch': 'Le montant payé ne correspond pas au prix du forfait',
  'api.checkout.quoteCancelled': 'Cette commande a été annulée avant d’être payée',
  'api.checkout.paymentRefunded':
    'Ce paiement a été remboursé en totalité : ce qu’il payait n’est plus en vente',

  'api.card.declined': 'Votre carte a été refusée.',
  'api.card.insufficientFunds': 'Le solde de votre carte est insuffisant.',
  'api.card.expired': 'Votre carte a expiré.',
  'api.card.incorrectCvc': 'Le code de sécurité de votre carte est incorrect.',
  'api.card.invalidNumber': 'Le numéro de votre carte est invalide.',
  'api.card.liveCardInTestMode':
    'Votre carte a été refusée. Votre demande était en mode test, mais avec une vraie carte.',
  'api.card.paymentCancelled':
    'Ce paiement a été annulé et ne peut plus être réglé. Vous n’avez pas été débité.',

  'api.esims.notFound': 'eSIM introuvable',
  'api.esims.badRefresh': 'Requête invalide : refresh doit valoir 1',
  'api.esims.checking': 'Vérification de votre eSIM auprès du réseau…',
  'api.esims.unreachable':
    'Impossible de joindre le réseau pour vérifier votre eSIM. Réessayez dans une minute.',
  'api.topUps.plansUnavailable':
    'Impossible de vérifier quels forfaits conviennent à cette eSIM. Réessayez dans un instant.',

  'api.orders.notFound': 'Commande introuvable',
  'api.orders.notReady': 'Cette eSIM n’est pas encore prête',
  'api.orders.qrRefunded': 'Cette eSIM a été remboursée : son QR code n’est plus disponible',

  'api.refunds.alreadyRefunded': 'Cette commande a déjà été remboursée',
  'api.refunds.underWay': 'Un remboursement de cette commande est déjà en cours',
  'api.refunds.topUp':
    'Des données ajoutées ne peuvent pas être annulées seules. Contactez notre assistance.',
  'api.refunds.topUpUnderWay':
    'Des données sont en cours d’ajout sur cette eSIM. Réessayez dans quelques minutes.',
  'api.refunds.tooLate': 'L’achat date de plus de {days} jours',
  'api.refunds.installed': 'Cette eSIM est déjà installée',
  'api.refunds.started': 'Ce forfait a déjà commencé',
  'api.refunds.notCancellable': 'Ce forfait ne peut plus être annulé',
  'api.refunds.providerUnavailable':
    'Impossible de joindre le réseau eSIM pour le moment. Réessayez dans quelques minutes.',
  'api.refunds.deliveredMeanwhile':
    'Votre eSIM vient d’être livrée : elle se trouve dans Mes commandes et arrive dans votre boîte de réception.',
  'api.refunds.unavailable': 'Les remboursements sont momentanément indisponibles.',
  'api.refunds.accepted': 'Votre remboursement est en cours',
  'api.refunds.done': 'Votre remboursement est en route',
} as const satisfies Translation<typeof english>;
