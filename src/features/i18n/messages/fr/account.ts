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
} as const satisfies Translation<typeof english>;
