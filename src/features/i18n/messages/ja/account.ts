/** My Account: the page and its profile card (the eSIM list under it is My Orders'). */
import type { Translation } from '../index.ts';
import type english from '../en/account.ts';

export default {
  'account.page.title': 'マイアカウント',
  'account.page.description': 'Roamlyのプロフィールとご利用中のeSIMを確認できます。',
  'account.page.heading': 'マイアカウント',
  'account.profile.loading': 'アカウント情報を読み込んでいます',
  'account.profile.noName': '未登録',
  'account.profile.memberSince': '登録日',
  'account.profile.emailVerification': 'メールアドレスの確認',
  'account.profile.verified': '確認済み',
  'account.profile.notVerified': '未確認',
  'account.profile.resend': '確認メールを再送信',
  'account.profile.sending': '送信中…',
  'account.profile.sentTitle': 'メールをご確認ください',
  'account.profile.sentFallback': '確認メールを新たにお送りしました。',
  'account.profile.sendFailedTitle': 'メールを送信できませんでした',
  'account.profile.signOut': 'ログアウト',
  'account.profile.signOutFailedTitle': 'ログアウトできませんでした',
  'account.profile.tryAgain': 'もう一度お試しください。',
  'account.profile.language': '言語',
  'account.profile.languageHint': 'Roamlyからのメールはこの言語でお送りします。',
  'account.profile.languageSaved': '言語を保存しました',
  'account.profile.languageSavedDescription': '今後は{language}でご連絡します。',
  'account.profile.languageFailedTitle': '言語を変更できませんでした',
} as const satisfies Translation<typeof english>;
