/** The messages of the shared form schemas, in Spanish. */
import type { Translation } from '../index.ts';
import type english from '../en/validation.ts';

export default {
  'validation.signUp.emailInvalid': 'Correo electrónico no válido',
  'validation.signUp.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres',
  'validation.signUp.passwordTooLong':
    'La contraseña es demasiado larga (256 caracteres como máximo)',
  'validation.signUp.passwordTooCommon': 'Esta contraseña es demasiado común, elige otra',
  'validation.signUp.confirmPassword': 'Confirma tu contraseña',
  'validation.signUp.passwordsDiffer': 'Las contraseñas no coinciden',

  'validation.emailInvalid': 'Correo electrónico no válido',
  'validation.passwordRequired': 'Introduce tu contraseña',
  'validation.passwordTooLong': 'La contraseña es demasiado larga',
  'validation.newPassword.tooShort': 'La contraseña debe tener al menos 8 caracteres',
  'validation.newPassword.tooLong': 'La contraseña es demasiado larga (256 caracteres como máximo)',
  'validation.newPassword.tooCommon': 'Esta contraseña es demasiado común. Elige otra.',
  'validation.newPassword.confirm': 'Confirma tu contraseña',
  'validation.newPassword.differ': 'Las contraseñas no coinciden',
  'validation.language': 'Elige uno de los idiomas de la tienda',

  'validation.contact.nameRequired': 'Escribe tu nombre',
  'validation.contact.nameTooLong': 'El nombre no puede tener más de 100 caracteres',
  'validation.contact.emailRequired': 'Escribe tu correo electrónico',
  'validation.contact.emailTooLong': 'El correo electrónico no puede tener más de 254 caracteres',
  'validation.contact.subjectRequired': 'Elige un asunto',
  'validation.contact.messageRequired': 'Escribe tu mensaje',
  'validation.contact.messageTooLong': 'El mensaje no puede tener más de 5000 caracteres',
  'validation.unknownCurrency':
    'Moneda desconocida: usa una de estas: USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
} as const satisfies Translation<typeof english>;
