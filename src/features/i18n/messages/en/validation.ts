/**
 * The messages of the zod schemas the forms and the functions share: a schema names the key, the
 * form shows it under its field in the page's language and the function answers it in the
 * request's. Sign-up's are French on the English site too (docs/product.md#validation-signup).
 */
export default {
  'validation.signUp.emailInvalid': 'Email invalide',
  'validation.signUp.passwordTooShort': 'Le mot de passe doit contenir au moins 8 caractères',
  'validation.signUp.passwordTooLong': 'Le mot de passe est trop long (256 caractères au plus)',
  'validation.signUp.passwordTooCommon': 'Ce mot de passe est trop courant, choisissez-en un autre',
  'validation.signUp.confirmPassword': 'Confirmez votre mot de passe',
  'validation.signUp.passwordsDiffer': 'Les mots de passe ne correspondent pas',

  'validation.emailInvalid': 'Invalid email address',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooLong': 'Password is too long',
  'validation.newPassword.tooShort': 'Password must be at least 8 characters',
  'validation.newPassword.tooLong': 'Password is too long (256 characters at most)',
  'validation.newPassword.tooCommon': 'This password is too common. Choose another one.',
  'validation.newPassword.confirm': 'Confirm your password',
  'validation.newPassword.differ': 'Passwords do not match',
  'validation.language': 'Choose one of the shop’s languages',

  'validation.contact.nameRequired': 'Name is required',
  'validation.contact.nameTooLong': 'Name must be 100 characters or fewer',
  'validation.contact.emailRequired': 'Email is required',
  'validation.contact.emailTooLong': 'Email must be 254 characters or fewer',
  'validation.contact.subjectRequired': 'Please select a subject',
  'validation.contact.messageRequired': 'Message is required',
  'validation.contact.messageTooLong': 'Message must be 5000 characters or fewer',
  'validation.unknownCurrency':
    'Unknown currency: use one of USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
} as const;
