/** The messages of the shared form schemas, in Italian. */
import type { Translation } from '../index.ts';
import type english from '../en/validation.ts';

export default {
  'validation.signUp.emailInvalid': 'Indirizzo e-mail non valido',
  'validation.signUp.passwordTooShort': 'La password deve contenere almeno 8 caratteri',
  'validation.signUp.passwordTooLong': 'La password è troppo lunga (massimo 256 caratteri)',
  'validation.signUp.passwordTooCommon': 'Questa password è troppo comune, scegline un’altra',
  'validation.signUp.confirmPassword': 'Conferma la tua password',
  'validation.signUp.passwordsDiffer': 'Le password non coincidono',

  'validation.emailInvalid': 'Indirizzo e-mail non valido',
  'validation.passwordRequired': 'Inserisci la password',
  'validation.passwordTooLong': 'La password è troppo lunga',
  'validation.newPassword.tooShort': 'La password deve contenere almeno 8 caratteri',
  'validation.newPassword.tooLong': 'La password è troppo lunga (massimo 256 caratteri)',
  'validation.newPassword.tooCommon': 'Questa password è troppo comune. Scegline un’altra.',
  'validation.newPassword.confirm': 'Conferma la tua password',
  'validation.newPassword.differ': 'Le password non coincidono',
  'validation.language': 'Scegli una delle lingue del negozio',

  'validation.contact.nameRequired': 'Inserisci il tuo nome',
  'validation.contact.nameTooLong': 'Il nome può contenere al massimo 100 caratteri',
  'validation.contact.emailRequired': 'Inserisci il tuo indirizzo e-mail',
  'validation.contact.emailTooLong': 'L’indirizzo e-mail può contenere al massimo 254 caratteri',
  'validation.contact.subjectRequired': 'Scegli un argomento',
  'validation.contact.messageRequired': 'Scrivi il tuo messaggio',
  'validation.contact.messageTooLong': 'Il messaggio può contenere al massimo 5000 caratteri',
  'validation.unknownCurrency':
    'Valuta sconosciuta: usa una di queste: USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
} as const satisfies Translation<typeof english>;
