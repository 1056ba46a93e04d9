/** My Account: the page and its profile card (the eSIM list under it is My Orders'). */
import type { Translation } from '../index.ts';
import type english from '../en/account.ts';

export default {
  'account.page.title': 'Mon compte',
  'account.page.description': 'Votre profil Roamly et vos abonnements eSIM.',
  'account.page.heading': 'Mon compte',
  'account.profile.loading': 'Chargement de votre compte',
  'account.profile.noName': 'N/D',
  'account.profile.memberSince': 'Membre depuis',
  'account.profile.emailVerification': 'Vérification de l’e-mail',
  'account.profile.verified': 'Vérifié',
  'account.profile.notVerified': 'Non vérifié',
  'account.profile.resend': 'Renvoyer l’e-mail de vérification',
  'account.profile.sending': 'Envoi…',
  'account.profile.sentTitle': 'Consultez votre boîte de réception',
  'account.profile.sentFallback': 'Nous vous avons envoyé un nouvel e-mail de vérification.',
  'account.profile.sendFailedTitle': 'Impossible d’envoyer l’e-mail',
  'account.profile.signOut': 'Déconnexion',
  'account.profile.signOutFailedTitle': 'La déconnexion a échoué',
  'account.profile.tryAgain': 'Veuillez réessayer.',
  'account.profile.language': 'Langue',
  'account.profile.languageHint': 'Nous vous écrivons nos e-mails dans cette langue.',
  'account.profile.languageSaved': 'Langue enregistrée',
  'account.profile.languageSavedDescription':
    'Nos e-mails vous seront désormais écrits en : {language}.',
  'account.profile.languageFailedTitle': 'Impossible de changer la langue',
  'account.dataRights.heading': 'Vos données',
  'account.dataRights.downloadHint':
    'Obtenez une copie de tout ce que nous conservons à votre sujet : profil, commandes, eSIM et leur consommation de données, recharges, consentements, messages au support et connexions, dans un seul fichier JSON.',
  'account.dataRights.download': 'Télécharger mes données',
  'account.dataRights.close': 'Fermer mon compte',
  'account.dataRights.closeHint':
    'Vous serez déconnecté immédiatement. Pendant {days} jours, un lien envoyé par e-mail permet de rouvrir votre compte ; ensuite, nous effaçons vos données personnelles. Nous conservons vos commandes et factures comme la loi l’exige, et vos eSIM installées continuent de fonctionner.',
  'account.dataRights.password': 'Votre mot de passe, pour confirmer',
  'account.dataRights.confirmClose': 'Fermer mon compte',
  'account.dataRights.keepOpen': 'Garder mon compte',
  'account.dataRights.closedHeading': 'Votre compte est fermé',
  'account.dataRights.tryAgain': 'Veuillez réessayer.',
  'account.reopen.title': 'Rouvrir votre compte',
  'account.reopen.description': 'Rouvrez votre compte Roamly fermé.',
  'account.reopen.heading': 'Rouvrir votre compte',
  'account.reopen.checking': 'Réouverture de votre compte',
  'account.reopen.failed': 'Impossible de rouvrir votre compte. Veuillez réessayer.',
  'account.reopen.goToSignIn': 'Se connecter',
} as const satisfies Translation<typeof english>;
