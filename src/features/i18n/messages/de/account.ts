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
  'account.dataRights.heading': 'Deine Daten',
  'account.dataRights.downloadHint':
    'Hol dir eine Kopie von allem, was wir über dich speichern: Profil, Bestellungen, eSIMs und ihr Datenverbrauch, Aufladungen, Einwilligungen, Nachrichten an den Support und Anmeldungen, in einer JSON-Datei.',
  'account.dataRights.download': 'Meine Daten herunterladen',
  'account.dataRights.close': 'Konto schließen',
  'account.dataRights.closeHint':
    'Du wirst sofort abgemeldet. {days} Tage lang kann ein Link, den wir dir schicken, dein Konto wieder öffnen; danach löschen wir deine personenbezogenen Daten. Bestellungen und Rechnungen bewahren wir auf, wie es das Gesetz verlangt, und installierte eSIMs funktionieren weiter.',
  'account.dataRights.password': 'Dein Passwort zur Bestätigung',
  'account.dataRights.confirmClose': 'Konto schließen',
  'account.dataRights.keepOpen': 'Konto behalten',
  'account.dataRights.closedHeading': 'Dein Konto ist geschlossen',
  'account.dataRights.tryAgain': 'Bitte versuch es noch einmal.',
  'account.reopen.title': 'Konto wieder öffnen',
  'account.reopen.description': 'Öffne dein geschlossenes Roamly-Konto wieder.',
  'account.reopen.heading': 'Konto wieder öffnen',
  'account.reopen.checking': 'Dein Konto wird wieder geöffnet',
  'account.reopen.failed':
    'Wir konnten dein Konto nicht wieder öffnen. Bitte versuch es noch einmal.',
  'account.reopen.goToSignIn': 'Anmelden',
} as const satisfies Translation<typeof english>;
