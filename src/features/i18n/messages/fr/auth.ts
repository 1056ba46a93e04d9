/**
 * The account screens: sign-in, sign-up, forgotten and reset password, e-mail verification. Their
 * validation messages are the zod schemas' in src/features/auth/auth.ts, shared with the functions
 * (sign-up's are French on purpose: docs/product.md#validation-signup).
 */
import type { Translation } from '../index.ts';
import type english from '../en/auth.ts';

export default {
  'auth.form.email': 'E-mail',
  'auth.form.tryAgain': 'Veuillez réessayer.',
  'auth.form.signInLink': 'Se connecter',
  'auth.newPassword.hint': 'Au moins 8 caractères. Une longue phrase de passe est idéale.',

  'auth.signInPage.title': 'Connexion',
  'auth.signInPage.description':
    'Connectez-vous à votre compte Roamly pour acheter des eSIM de voyage, suivre vos commandes et télécharger vos QR codes.',
  'auth.signInPage.heading': 'Bon retour parmi nous',
  'auth.signInPage.lead': 'Connectez-vous pour gérer vos eSIM et vos commandes.',
  'auth.signIn.password': 'Mot de passe',
  'auth.signIn.forgotPassword': 'Mot de passe oublié ?',
  'auth.signIn.submit': 'Se connecter',
  'auth.signIn.submitting': 'Connexion…',
  'auth.signIn.noAccount': 'Pas encore de compte ?',
  'auth.signIn.signUpLink': 'Inscrivez-vous',
  'auth.signIn.failedTitle': 'Échec de la connexion',
  'auth.signIn.failedFallback': 'E-mail ou mot de passe incorrect',
  'auth.signIn.welcomeTitle': 'Bon retour parmi nous !',
  'auth.signIn.welcomeDescription': 'Vous êtes bien connecté.',

  'auth.signUpPage.title': 'Créer votre compte',
  'auth.signUpPage.description':
    'Créez votre compte Roamly : eSIM de voyage pour plus de 190 destinations, QR code reçu aussitôt et tous vos forfaits au même endroit.',
  'auth.signUpPage.heading': 'Créez votre compte',
  'auth.signUpPage.lead': 'Connecté en quelques minutes, dans plus de 190 destinations.',
  'auth.signUp.firstName': 'Prénom',
  'auth.signUp.lastName': 'Nom',
  'auth.signUp.password': 'Mot de passe',
  'auth.signUp.confirmPassword': 'Confirmez le mot de passe',
  'auth.signUp.submit': 'Créer mon compte',
  'auth.signUp.submitting': 'Création du compte…',
  'auth.signUp.haveAccount': 'Vous avez déjà un compte ?',
  'auth.signUp.failedTitle': 'Échec de l’inscription',
  'auth.signUp.createdTitle': 'Votre compte est créé !',
  'auth.signUp.createdDescription': 'Connectez-vous pour continuer.',

  'auth.perks.whyRoamly': 'Pourquoi Roamly',
  'auth.perks.heading': 'Connecté dès l’atterrissage, où que vous alliez.',
  'auth.perks.lead':
    'Un seul compte pour tous vos voyages : achetez un forfait en quelques minutes, installez-le avant de partir.',
  'auth.perks.qrTitle': 'QR code livré aussitôt',
  'auth.perks.qrText':
    'Le QR code de votre eSIM arrive par e-mail quelques minutes après le paiement, et vous attend dans votre compte.',
  'auth.perks.destinationsTitle': 'Plus de 190 destinations',
  'auth.perks.destinationsText':
    'Forfaits par pays et forfaits régionaux de 3 Go à plus de 20 Go, valables 7, 14 ou 30 jours.',
  'auth.perks.numberTitle': 'Gardez votre numéro',
  'auth.perks.numberText':
    'Double SIM : les données passent par Roamly, et votre SIM habituelle garde votre numéro pour vos messageries.',
  'auth.perks.helpTitle': 'Assistance 24 h/24, 7 j/7',
  'auth.perks.helpText':
    'De vraies personnes à toute heure, avec un délai de réponse moyen de moins de 2 heures.',

  'auth.forgotPage.title': 'Mot de passe oublié',
  'auth.forgotPage.description':
    'Mot de passe Roamly oublié ? Saisissez votre adresse e-mail et nous vous enverrons un lien pour en choisir un nouveau.',
  'auth.forgotPage.heading': 'Mot de passe oublié ?',
  'auth.forgotPage.lead':
    'Saisissez votre adresse e-mail et nous vous enverrons un lien pour le réinitialiser.',
  'auth.forgot.submit': 'Envoyer le lien',
  'auth.forgot.submitting': 'Envoi…',
  'auth.forgot.remembered': 'Ça vous revient ?',
  'auth.forgot.failedTitle': 'La demande a échoué',
  'auth.forgot.sentFallback':
    'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser le mot de passe.',
  // {link} is the button 'auth.forgot.tryAnotherAddress'.
  'auth.forgot.sentHelp':
    'Le lien est valable pendant une durée limitée. Rien reçu ? Vérifiez vos courriers indésirables, ou {link}.',
  'auth.forgot.tryAnotherAddress': 'essayez une autre adresse',
  'auth.forgot.backToSignIn': 'Retour à la connexion',

  'auth.resetPage.title': 'Réinitialiser le mot de passe',
  'auth.resetPage.description': 'Choisissez un nouveau mot de passe pour votre compte Roamly.',
  'auth.resetPage.heading': 'Choisissez un nouveau mot de passe',
  'auth.resetPage.lead':
    'Choisissez un mot de passe d’au moins 8 caractères, que vous n’utilisez nulle part ailleurs.',
  'auth.reset.password': 'Nouveau mot de passe',
  'auth.reset.confirmPassword': 'Confirmez le nouveau mot de passe',
  'auth.reset.submit': 'Réinitialiser le mot de passe',
  'auth.reset.submitting': 'Réinitialisation…',
  'auth.reset.linkExpired': 'Lien expiré ?',
  'auth.reset.requestNewEmail': 'Demandez un nouvel e-mail',
  'auth.reset.linkInvalid': 'Ce lien de réinitialisation est invalide ou a expiré.',
  'auth.reset.failedTitle': 'La réinitialisation a échoué',
  'auth.reset.doneTitle': 'Mot de passe réinitialisé',
  'auth.reset.doneFallback': 'Votre mot de passe a été réinitialisé. Connectez-vous.',

  'auth.verifyPage.title': 'Vérifiez votre e-mail',
  'auth.verifyPage.description': 'Confirmez l’adresse e-mail de votre compte Roamly.',
  'auth.verifyPage.heading': 'Vérification de l’e-mail',
  'auth.verify.checking': 'Vérification de votre adresse e-mail…',
  'auth.verify.verifiedHeading': 'Votre adresse e-mail est vérifiée',
  'auth.verify.failedHeading': 'La vérification a échoué',
  'auth.verify.goToSignIn': 'Aller à la connexion',
  'auth.verify.goToSignUp': 'Aller à l’inscription',
  'auth.verify.noToken': 'Lien de vérification invalide',
  'auth.verify.refused': 'La vérification a échoué',
  'auth.verify.error': 'Une erreur s’est produite pendant la vérification',
  'auth.verify.verified': 'Adresse e-mail vérifiée !',
} as const satisfies Translation<typeof english>;
