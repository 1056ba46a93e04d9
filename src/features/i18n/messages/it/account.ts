/** My Account: the page and its profile card (the eSIM list under it is My Orders'). */
import type { Translation } from '../index.ts';
import type english from '../en/account.ts';

export default {
  'account.page.title': 'Il mio account',
  'account.page.description': 'Il tuo profilo Roamly e i tuoi abbonamenti eSIM.',
  'account.page.heading': 'Il mio account',
  'account.profile.loading': 'Caricamento del tuo account',
  'account.profile.noName': 'N/D',
  'account.profile.memberSince': 'Data di iscrizione',
  'account.profile.emailVerification': 'Verifica dell’e-mail',
  'account.profile.verified': 'Verificata',
  'account.profile.notVerified': 'Non verificata',
  'account.profile.resend': 'Invia di nuovo l’e-mail di verifica',
  'account.profile.sending': 'Invio in corso...',
  'account.profile.sentTitle': 'Controlla la tua casella di posta',
  'account.profile.sentFallback': 'Ti abbiamo inviato una nuova e-mail di verifica.',
  'account.profile.sendFailedTitle': 'Impossibile inviare l’e-mail',
  'account.profile.signOut': 'Esci',
  'account.profile.signOutFailedTitle': 'Impossibile uscire',
  'account.profile.tryAgain': 'Riprova.',
  'account.profile.language': 'Lingua',
  'account.profile.languageHint': 'Ti scriviamo le nostre e-mail in questa lingua.',
  'account.profile.languageSaved': 'Lingua salvata',
  'account.profile.languageSavedDescription': 'Ti scriveremo in questa lingua: {language}.',
  'account.profile.languageFailedTitle': 'Impossibile cambiare la lingua',
} as const satisfies Translation<typeof english>;
