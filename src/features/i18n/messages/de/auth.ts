/**
 * The account screens: sign-in, sign-up, forgotten and reset password, e-mail verification. Their
 * validation messages are the zod schemas' in src/features/auth/auth.ts, shared with the functions
 * (sign-up's are French on purpose: docs/product.md#validation-signup).
 */
import type { Translation } from '../index.ts';
import type english from '../en/auth.ts';

export default {
  'auth.form.email': 'E-Mail',
  'auth.form.tryAgain': 'Bitte versuch es noch einmal.',
  'auth.form.signInLink': 'Anmelden',
  'auth.newPassword.hint': 'Mindestens 8 Zeichen. Am besten eine lange Passphrase.',

  'auth.signInPage.title': 'Anmelden',
  'auth.signInPage.description':
    'Melde dich bei deinem Roamly-Konto an, um Reise-eSIMs zu kaufen, deine Bestellungen zu sehen und deine eSIM-QR-Codes herunterzuladen.',
  'auth.signInPage.heading': 'Willkommen zurück',
  'auth.signInPage.lead': 'Melde dich an, um deine eSIMs und Bestellungen zu verwalten.',
  'auth.signIn.password': 'Passwort',
  'auth.signIn.forgotPassword': 'Passwort vergessen?',
  'auth.signIn.submit': 'Anmelden',
  'auth.signIn.submitting': 'Anmeldung läuft …',
  'auth.signIn.noAccount': 'Noch kein Konto?',
  'auth.signIn.signUpLink': 'Registrieren',
  'auth.signIn.failedTitle': 'Anmeldung fehlgeschlagen',
  'auth.signIn.failedFallback': 'E-Mail oder Passwort ist falsch',
  'auth.signIn.welcomeTitle': 'Willkommen zurück!',
  'auth.signIn.welcomeDescription': 'Du bist jetzt angemeldet.',

  'auth.signUpPage.title': 'Konto erstellen',
  'auth.signUpPage.description':
    'Erstelle dein Roamly-Konto: Reise-eSIMs für über 190 Reiseziele kaufen, QR-Code sofort erhalten und alle Tarife an einem Ort finden.',
  'auth.signUpPage.heading': 'Erstelle dein Konto',
  'auth.signUpPage.lead': 'In wenigen Minuten online, in über 190 Reisezielen.',
  'auth.signUp.firstName': 'Vorname',
  'auth.signUp.lastName': 'Nachname',
  'auth.signUp.password': 'Passwort',
  'auth.signUp.confirmPassword': 'Passwort bestätigen',
  'auth.signUp.submit': 'Konto erstellen',
  'auth.signUp.submitting': 'Konto wird erstellt …',
  'auth.signUp.haveAccount': 'Du hast schon ein Konto?',
  'auth.signUp.failedTitle': 'Registrierung fehlgeschlagen',
  'auth.signUp.createdTitle': 'Dein Konto ist erstellt!',
  'auth.signUp.createdDescription': 'Bitte melde dich an, um weiterzumachen.',

  'auth.perks.whyRoamly': 'Warum Roamly',
  'auth.perks.heading': 'Landen und sofort online sein – wohin du auch reist.',
  'auth.perks.lead':
    'Ein Konto für jede Reise: Tarif in wenigen Minuten kaufen, vor dem Abflug installieren.',
  'auth.perks.qrTitle': 'QR-Code sofort',
  'auth.perks.qrText':
    'Der QR-Code deiner eSIM kommt wenige Minuten nach dem Bezahlen per E-Mail und wartet in deinem Konto auf dich.',
  'auth.perks.destinationsTitle': 'Über 190 Reiseziele',
  'auth.perks.destinationsText':
    'Länder- und Regionaltarife von 3 GB bis über 20 GB, gültig 7, 14 oder 30 Tage.',
  'auth.perks.numberTitle': 'Deine Nummer bleibt',
  'auth.perks.numberText':
    'Dual-SIM: Die Daten laufen über Roamly, deine eigene SIM behält deine Nummer für Messenger.',
  'auth.perks.helpTitle': 'Hilfe rund um die Uhr',
  'auth.perks.helpText':
    'Echte Menschen, Tag und Nacht, mit Antwort im Schnitt in unter 2 Stunden.',

  'auth.forgotPage.title': 'Passwort vergessen',
  'auth.forgotPage.description':
    'Roamly-Passwort vergessen? Gib deine E-Mail-Adresse ein, und wir schicken dir einen Link, mit dem du ein neues wählst.',
  'auth.forgotPage.heading': 'Passwort vergessen?',
  'auth.forgotPage.lead':
    'Gib deine E-Mail-Adresse ein, und wir schicken dir einen Link zum Zurücksetzen.',
  'auth.forgot.submit': 'Link senden',
  'auth.forgot.submitting': 'Wird gesendet …',
  'auth.forgot.remembered': 'Doch wieder eingefallen?',
  'auth.forgot.failedTitle': 'Anfrage fehlgeschlagen',
  'auth.forgot.sentFallback':
    'Falls es zu dieser E-Mail-Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt.',
  // {link} is the button 'auth.forgot.tryAnotherAddress'.
  'auth.forgot.sentHelp':
    'Der Link ist nur begrenzte Zeit gültig. Nichts angekommen? Sieh in deinem Spam-Ordner nach oder {link}.',
  'auth.forgot.tryAnotherAddress': 'versuch es mit einer anderen Adresse',
  'auth.forgot.backToSignIn': 'Zurück zur Anmeldung',

  'auth.resetPage.title': 'Passwort zurücksetzen',
  'auth.resetPage.description': 'Wähle ein neues Passwort für dein Roamly-Konto.',
  'auth.resetPage.heading': 'Neues Passwort wählen',
  'auth.resetPage.lead':
    'Wähle ein Passwort mit mindestens 8 Zeichen, das du nirgendwo sonst verwendest.',
  'auth.reset.password': 'Neues Passwort',
  'auth.reset.confirmPassword': 'Neues Passwort bestätigen',
  'auth.reset.submit': 'Passwort zurücksetzen',
  'auth.reset.submitting': 'Wird zurückgesetzt …',
  'auth.reset.linkExpired': 'Link abgelaufen?',
  'auth.reset.requestNewEmail': 'Neue E-Mail anfordern',
  'auth.reset.linkInvalid': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  'auth.reset.failedTitle': 'Zurücksetzen fehlgeschlagen',
  'auth.reset.doneTitle': 'Passwort zurückgesetzt',
  'auth.reset.doneFallback': 'Dein Passwort wurde zurückgesetzt. Bitte melde dich an.',

  'auth.verifyPage.title': 'E-Mail-Adresse bestätigen',
  'auth.verifyPage.description': 'Bestätige die E-Mail-Adresse deines Roamly-Kontos.',
  'auth.verifyPage.heading': 'E-Mail-Bestätigung',
  'auth.verify.checking': 'Deine E-Mail-Adresse wird bestätigt …',
  'auth.verify.verifiedHeading': 'Deine E-Mail-Adresse ist bestätigt',
  'auth.verify.failedHeading': 'Bestätigung fehlgeschlagen',
  'auth.verify.goToSignIn': 'Zur Anmeldung',
  'auth.verify.goToSignUp': 'Zur Registrierung',
  'auth.verify.noToken': 'Ungültiger Bestätigungslink',
  'auth.verify.refused': 'Bestätigung fehlgeschlagen',
  'auth.verify.error': 'Bei der Bestätigung ist ein Fehler aufgetreten',
  'auth.verify.verified': 'E-Mail-Adresse erfolgreich bestätigt!',
} as const satisfies Translation<typeof english>;
