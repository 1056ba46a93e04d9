/** The messages of the shared form schemas, in French. */
import type { Translation } from '../index.ts';
import type english from '../en/validation.ts';

export default {
  'validation.signUp.emailInvalid': 'Adresse e-mail invalide',
  'validation.signUp.passwordTooShort': 'Le mot de passe doit contenir au moins 8 caractères',
  'validation.signUp.passwordTooLong': 'Le mot de passe est trop long (256 caractères au plus)',
  'validation.signUp.passwordTooCommon': 'Ce mot de passe est trop courant, choisissez-en un autre',
  'validation.signUp.confirmPassword': 'Confirmez votre mot de passe',
  'validation.signUp.passwordsDiffer': 'Les mots de passe ne correspondent pas',

  'validation.emailInvalid': 'Adresse e-mail invalide',
  'validation.passwordRequired': 'Saisissez votre mot de passe',
  'validation.passwordTooLong': 'Le mot de passe est trop long',
  'validation.newPassword.tooShort': 'Le mot de passe doit contenir au moins 8 caractères',
  'validation.newPassword.tooLong': 'Le mot de passe est trop long (256 caractères au plus)',
  'validation.newPassword.tooCommon': 'Ce mot de passe est trop courant, choisissez-en un autre.',
  'validation.newPassword.confirm': 'Confirmez votre mot de passe',
  'validation.newPassword.differ': 'Les mots de passe ne correspondent pas',
  'validation.language': 'Choisissez l’une des langues de la boutique',

  'validation.contact.nameRequired': 'Indiquez votre nom',
  'validation.contact.nameTooLong': 'Le nom ne doit pas dépasser 100 caractères',
  'validation.contact.emailRequired': 'Indiquez votre adresse e-mail',
  'validation.contact.emailTooLong': 'L’adresse e-mail ne doit pas dépasser 254 caractères',
  'validation.contact.subjectRequired': 'Choisissez un sujet',
  'validation.contact.messageRequired': 'Écrivez votre message',
  'validation.contact.messageTooLong': 'Le message ne doit pas dépasser 5 000 caractères',
  'validation.unknownCurrency':
    'Devise inconnue : utilisez l’une de celles-ci : USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
} as const satisfies Translation<typeof english>;
