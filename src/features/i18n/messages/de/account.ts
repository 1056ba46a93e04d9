/** My Account: the page and its profile card (the eSIM list under it is My Orders'). */
import type { Translation } from '../index.ts';
import type english from '../en/account.ts';

export default {
  'account.page.title': 'Mein Konto',
  'account.page.description': 'Dein Roamly-Profil und deine eSIMs.',
  'account.page.heading': 'Mein Konto',
  'account.profile.loading': 'Dein Konto wird geladen',
  'account.profile.noName': 'k. A.',
  'account.profile.memberSince': 'Mitglied seit',
  'account.profile.emailVerification': 'E-Mail-Bestätigung',
  'account.profile.verified': 'Bestätigt',
  'account.profile.notVerified': 'Nicht bestätigt',
  'account.profile.resend': 'Bestätigungs-E-Mail erneut senden',
  'account.profile.sending': 'Wird gesendet …',
  'account.profile.sentTitle': 'Schau in dein Postfach',
  'account.profile.sentFallback': 'Wir haben dir eine neue Bestätigungs-E-Mail geschickt.',
  'account.profile.sendFailedTitle': 'Die E-Mail konnte nicht gesendet werden',
  'account.profile.signOut': 'Abmelden',
  'account.profile.signOutFailedTitle': 'Abmelden fehlgeschlagen',
  'account.profile.tryAgain': 'Bitte versuch es noch einmal.',
  'account.profile.language': 'Sprache',
  'account.profile.languageHint': 'In dieser Sprache schreiben wir dir unsere E-Mails.',
  'account.profile.languageSaved': 'Sprache gespeichert',
  'account.profile.languageSavedDescription':
    'Ab jetzt schreiben wir dir in dieser Sprache: {language}.',
  'account.profile.languageFailedTitle': 'Die Sprache konnte nicht geändert werden',
} as const satisfies Translation<typeof english>;
