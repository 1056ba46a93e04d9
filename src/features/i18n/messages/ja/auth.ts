/**
 * The account screens: sign-in, sign-up, forgotten and reset password, e-mail verification. Their
 * validation messages are the zod schemas' in src/features/auth/auth.ts, shared with the functions
 * (sign-up's are French on purpose: docs/product.md#validation-signup).
 */
import type { Translation } from '../index.ts';
import type english from '../en/auth.ts';

export default {
  'auth.form.email': 'メールアドレス',
  'auth.form.tryAgain': 'もう一度お試しください。',
  'auth.form.signInLink': 'ログイン',
  'auth.newPassword.hint': '8文字以上。長いパスフレーズがおすすめです。',

  'auth.signInPage.title': 'ログイン',
  'auth.signInPage.description':
    'Roamlyアカウントにログインして、トラベルeSIMの購入、注文の確認、eSIMのQRコードのダウンロードができます。',
  'auth.signInPage.heading': 'おかえりなさい',
  'auth.signInPage.lead': 'ログインして、eSIMとご注文を管理しましょう。',
  'auth.signIn.password': 'パスワード',
  'auth.signIn.forgotPassword': 'パスワードをお忘れですか？',
  'auth.signIn.submit': 'ログイン',
  'auth.signIn.submitting': 'ログインしています…',
  'auth.signIn.noAccount': 'アカウントをお持ちでないですか？',
  'auth.signIn.signUpLink': '新規登録',
  'auth.signIn.failedTitle': 'ログインできませんでした',
  'auth.signIn.failedFallback': 'メールアドレスまたはパスワードが正しくありません',
  'auth.signIn.welcomeTitle': 'おかえりなさい！',
  'auth.signIn.welcomeDescription': 'ログインしました。',

  'auth.signUpPage.title': 'アカウントを作成',
  'auth.signUpPage.description':
    'Roamlyアカウントを作成すると、190以上の渡航先のトラベルeSIMを購入でき、QRコードをすぐに受け取って、プランをまとめて管理できます。',
  'auth.signUpPage.heading': 'アカウントを作成',
  'auth.signUpPage.lead': '190以上の渡航先で、数分でつながります。',
  'auth.signUp.firstName': '名',
  'auth.signUp.lastName': '姓',
  'auth.signUp.password': 'パスワード',
  'auth.signUp.confirmPassword': 'パスワード（確認）',
  'auth.signUp.submit': 'アカウントを作成',
  'auth.signUp.submitting': 'アカウントを作成しています…',
  'auth.signUp.haveAccount': 'すでにアカウントをお持ちですか？',
  'auth.signUp.failedTitle': '登録できませんでした',
  'auth.signUp.createdTitle': 'アカウントを作成しました！',
  'auth.signUp.createdDescription': '続けるにはログインしてください。',

  'auth.perks.whyRoamly': 'Roamlyが選ばれる理由',
  'auth.perks.heading': 'どこへ行っても、着いたらすぐつながる。',
  'auth.perks.lead':
    'すべての旅を1つのアカウントで。プランは数分で購入でき、出発前にインストールできます。',
  'auth.perks.qrTitle': 'QRコードをすぐにお届け',
  'auth.perks.qrText':
    'eSIMのQRコードはお支払いから数分でメールに届き、アカウントにも保存されます。',
  'auth.perks.destinationsTitle': '190以上の渡航先',
  'auth.perks.destinationsText':
    '国別プランと周遊プランを3GBから20GB以上までご用意。有効期間は7日間、14日間、30日間から選べます。',
  'auth.perks.numberTitle': 'いつもの番号はそのまま',
  'auth.perks.numberText':
    'デュアルSIMなら、データ通信はRoamlyで、メッセージアプリの番号はご自身のSIMのままで使えます。',
  'auth.perks.helpTitle': '24時間365日サポート',
  'auth.perks.helpText': 'スタッフが24時間対応。平均2時間以内にご返信します。',

  'auth.forgotPage.title': 'パスワードをお忘れの方',
  'auth.forgotPage.description':
    'Roamlyのパスワードをお忘れですか？メールアドレスを入力いただければ、新しいパスワードを設定するためのリンクをお送りします。',
  'auth.forgotPage.heading': 'パスワードをお忘れですか？',
  'auth.forgotPage.lead':
    'メールアドレスを入力してください。パスワードを再設定するためのリンクをお送りします。',
  'auth.forgot.submit': '再設定リンクを送信',
  'auth.forgot.submitting': '送信中…',
  'auth.forgot.remembered': 'パスワードを思い出しましたか？',
  'auth.forgot.failedTitle': 'リクエストに失敗しました',
  'auth.forgot.sentFallback':
    'このメールアドレスのアカウントが存在する場合は、パスワードを再設定するためのリンクをお送りしました。',
  // {link} is the button 'auth.forgot.tryAnotherAddress'.
  'auth.forgot.sentHelp':
    'リンクの有効期限は限られています。届かない場合は、迷惑メールフォルダを確認するか、{link}。',
  'auth.forgot.tryAnotherAddress': '別のメールアドレスをお試しください',
  'auth.forgot.backToSignIn': 'ログインに戻る',

  'auth.resetPage.title': 'パスワードの再設定',
  'auth.resetPage.description': 'Roamlyアカウントの新しいパスワードを設定します。',
  'auth.resetPage.heading': '新しいパスワードを設定',
  'auth.resetPage.lead': 'ほかで使っていない、8文字以上のパスワードを設定してください。',
  'auth.reset.password': '新しいパスワード',
  'auth.reset.confirmPassword': '新しいパスワード（確認）',
  'auth.reset.submit': 'パスワードを再設定',
  'auth.reset.submitting': '再設定しています…',
  'auth.reset.linkExpired': 'リンクの期限が切れましたか？',
  'auth.reset.requestNewEmail': '新しいメールをリクエスト',
  'auth.reset.linkInvalid': 'この再設定リンクは無効か、有効期限が切れています。',
  'auth.reset.failedTitle': '再設定できませんでした',
  'auth.reset.doneTitle': 'パスワードを再設定しました',
  'auth.reset.doneFallback': 'パスワードを再設定しました。ログインしてください。',

  'auth.verifyPage.title': 'メールアドレスの確認',
  'auth.verifyPage.description': 'Roamlyアカウントのメールアドレスを確認します。',
  'auth.verifyPage.heading': 'メールアドレスの確認',
  'auth.verify.checking': 'メールアドレスを確認しています…',
  'auth.verify.verifiedHeading': 'メールアドレスの確認が完了しました',
  'auth.verify.failedHeading': '確認できませんでした',
  'auth.verify.goToSignIn': 'ログインへ進む',
  'auth.verify.goToSignUp': '新規登録へ進む',
  'auth.verify.noToken': '確認用のリンクが正しくありません',
  'auth.verify.refused': '確認できませんでした',
  'auth.verify.error': '確認中にエラーが発生しました',
  'auth.verify.verified': 'メールアドレスを確認しました！',
} as const satisfies Translation<typeof english>;
