/** The messages of the shared form schemas, in Japanese. */
import type { Translation } from '../index.ts';
import type english from '../en/validation.ts';

export default {
  'validation.signUp.emailInvalid': 'メールアドレスが正しくありません',
  'validation.signUp.passwordTooShort': 'パスワードは8文字以上で入力してください',
  'validation.signUp.passwordTooLong': 'パスワードが長すぎます（256文字以内）',
  'validation.signUp.passwordTooCommon':
    'このパスワードはよく使われているため使用できません。別のパスワードをお選びください',
  'validation.signUp.confirmPassword': '確認のため、パスワードをもう一度入力してください',
  'validation.signUp.passwordsDiffer': 'パスワードが一致しません',

  'validation.emailInvalid': 'メールアドレスが正しくありません',
  'validation.passwordRequired': 'パスワードを入力してください',
  'validation.passwordTooLong': 'パスワードが長すぎます',
  'validation.newPassword.tooShort': 'パスワードは8文字以上で入力してください',
  'validation.newPassword.tooLong': 'パスワードが長すぎます（256文字以内）',
  'validation.newPassword.tooCommon':
    'このパスワードはよく使われているため使用できません。別のパスワードをお選びください。',
  'validation.newPassword.confirm': '確認のため、パスワードをもう一度入力してください',
  'validation.newPassword.differ': 'パスワードが一致しません',
  'validation.language': 'ショップの言語からお選びください',

  'validation.contact.nameRequired': 'お名前を入力してください',
  'validation.contact.nameTooLong': 'お名前は100文字以内で入力してください',
  'validation.contact.emailRequired': 'メールアドレスを入力してください',
  'validation.contact.emailTooLong': 'メールアドレスは254文字以内で入力してください',
  'validation.contact.subjectRequired': '件名を選択してください',
  'validation.contact.messageRequired': 'メッセージを入力してください',
  'validation.contact.messageTooLong': 'メッセージは5000文字以内で入力してください',
  'validation.unknownCurrency':
    '不明な通貨です。次のいずれかを指定してください：USD, EUR, GBP, CAD, AUD, NZD, JPY, CHF, SGD, HKD',
} as const satisfies Translation<typeof english>;
