/** My Account: the page and its profile card (the eSIM list under it is My Orders'). */
import type { Translation } from '../index.ts';
import type english from '../en/account.ts';

export default {
  'account.page.title': 'Mi cuenta',
  'account.page.description': 'Tu perfil de Roamly y tus eSIM contratadas.',
  'account.page.heading': 'Mi cuenta',
  'account.profile.loading': 'Cargando tu cuenta',
  'account.profile.noName': 'Sin nombre',
  'account.profile.memberSince': 'Cliente desde',
  'account.profile.emailVerification': 'Verificación del correo',
  'account.profile.verified': 'Verificado',
  'account.profile.notVerified': 'Sin verificar',
  'account.profile.resend': 'Reenviar el correo de verificación',
  'account.profile.sending': 'Enviando…',
  'account.profile.sentTitle': 'Revisa tu bandeja de entrada',
  'account.profile.sentFallback': 'Te hemos enviado un nuevo correo de verificación.',
  'account.profile.sendFailedTitle': 'No se ha podido enviar el correo',
  'account.profile.signOut': 'Cerrar sesión',
  'account.profile.signOutFailedTitle': 'No se ha podido cerrar la sesión',
  'account.profile.tryAgain': 'Inténtalo de nuevo.',
  'account.profile.language': 'Idioma',
  'account.profile.languageHint': 'Te escribimos nuestros correos en este idioma.',
  'account.profile.languageSaved': 'Idioma guardado',
  'account.profile.languageSavedDescription': 'Te escribiremos en {language}.',
  'account.profile.languageFailedTitle': 'No se ha podido cambiar el idioma',
} as const satisfies Translation<typeof english>;
