/** The messages of the shared form schemas, in German. */
import type { Translation } from '../index.ts';
import type english from '../en/validation.ts';

export default {
  'validation.signUp.emailInvalid': 'Ungültige E-Mail-Adresse',
  'validation.signUp.passwordTooShort': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'validation.signUp.passwordTooLong': 'Das Passwort ist zu lang (höchstens 256 Zeichen)',
  'validation.signUp.passwordTooCommon':
    'Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes',
  'validation.signUp.confirmPassword': 'Bitte bestätige dein Passwort',
  'validation.signUp.passwordsDiffer': 'Die Passwörter stimmen nicht überein',

  'validation.emailInvalid': 'Ungültige E-Mail-Adresse',
  'validation.passwordRequired': 'Bitte gib dein Passwort ein',
  'validation.passwordTooLong': 'Das Passwort ist zu lang',
  'validation.newPassword.tooShort': 'Das Passwort muss mindestens 8 Zeichen lang sein',
  'validation.newPassword.tooLong': 'Das Passwort ist zu lang (höchstens 256 Zeichen)',
  'validation.newPassword.tooCommon': 'Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.',
  'validation.newPassword.confirm': 'Bitte bestätige dein Passwort',
  'validation.newPassword.differ': 'Die Passwörter stimmen nicht überein',
  'validation.language': 'Wähle eine der Sprachen des Shops',

  'validation.contact.nameRequired': 'Bitte gib deinen Namen ein',
  'validation.contact.nameTooLong': 'Der Name darf höchstens 100 Zeichen lang sein',
  'validation.contact.emailRequired': 'Bitte gib deine E-Mail-Adresse ein',
  'validation.contact.emailTooLong': 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  'validation.contact.subjectRequired': 'Bitte wähle ein Thema',
  'validation.contact.messageRequired': 'Bitte schreib deine Nachricht',
  'validation.contact.messageTooLong': 'Die Nachricht darf höchstens 5.000 Zeichen lang sein',
  'validation.unknownCurrency':
    'Unbekannte Währung: Verwende eine dieser Währungen: USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
} as const satisfies Translation<typeof english>;
