/** What the functions answer a customer, in Japanese. */
import type { Translation } from '../index.ts';
import type english from '../en/api.ts';

export default {
  'api.auth.registered':
    'アカウントを作成しました。メールをご確認のうえ、メールアドレスの確認を完了してください。',
  'api.auth.signedOut': 'ログアウトしました',
  'api.auth.notSignedIn': 'ログインしていません',
  'api.auth.verificationInvalid': 'この確認リンクは無効か、有効期限が切れています。',
  'api.account.wrongPassword': 'パスワードが正しくありません。アカウントはそのままです。',
  'api.account.alreadyClosed': 'このアカウントはすでに閉鎖されています。',
  'api.account.closed':
    'アカウントを閉鎖しました。7日以内であれば再開できるリンクをメールでお送りしました。',
  'api.account.reopenInvalid': 'このリンクは無効か、使用済み、または7日を過ぎています。',
  'api.account.reopened': 'アカウントを再開しました。パスワードでログインできます。',
  'api.auth.throttledSeconds.one':
    'ログインの試行回数が多すぎます。{count}秒後にもう一度お試しください。',
  'api.auth.throttledSeconds.other':
    'ログインの試行回数が多すぎます。{count}秒後にもう一度お試しください。',
  'api.auth.throttledMinutes.one':
    'ログインの試行回数が多すぎます。{count}分後にもう一度お試しください。',
  'api.auth.throttledMinutes.other':
    'ログインの試行回数が多すぎます。{count}分後にもう一度お試しください。',
  'api.tooManyRequests': 'リクエストが多すぎます。1分ほど待ってから、もう一度お試しください。',

  'api.contact.sent': 'メッセージを送信しました。24時間以内にご返信します。',
  'api.contact.throttled':
    'すでに複数のメッセージをお送りいただいています。数分待ってから、もう一度お試しください。',

  'api.plans.countryCodeInvalid': '国コードは US や fr のように2文字で指定してください',
  'api.checkout.planNotFound': 'プランが見つかりません',
  'api.checkout.planDoesNotFit': 'このプランはこのeSIMではご利用いただけません',
  'api.checkout.notTheEsimCurrency':
    'eSIMのデータ追加は、そのeSIMを購入したときの通貨でお支払いいただきます',
  'api.checkout.paymentsUnavailable': '現在、お支払いを受け付けられません。',
  'api.checkout.billingCountryUnknown': '請求先の国を一覧から選んでください',
  'api.checkout.businessNameMissing': '購入する会社の名前を入力してください',
  'api.checkout.businessAddressTooLong': '会社の住所が長すぎます（500文字以内）',
  'api.checkout.vatIdInvalid':
    'VAT番号の形式が正しくありません。国コード（英字2文字）に続けて英数字2〜13文字を入力してください（例：FR12345678901）',
  'api.checkout.travelDateInvalid': '出発日は今日から1年後までの日付を選んでください',
  'api.checkout.consentRequired':
    'お支払いの前に、eSIMをすぐに提供してもらうことへの同意にチェックを入れてください',
  'api.checkout.paymentNotFound': 'お支払いが見つかりません',
  'api.checkout.checkoutMismatch': 'このお支払いはご注文の内容と一致しません',
  'api.checkout.otherPlan': 'このお支払いは別のプランのものです',
  'api.checkout.notSucceeded': 'このお支払いは完了していません',
  'api.checkout.amountMismatch': 'お支払い金額がプランの価格と一致しません',
  'api.checkout.quoteCancelled': 'このご注文はお支払い前にキャンセルされました',
  'api.checkout.paymentRefunded':
    'このお支払いは全額返金されました。お支払いの対象だったプランは現在販売していません',

  'api.card.declined': 'カードが承認されませんでした。',
  'api.card.insufficientFunds': 'カードの利用可能額が不足しています。',
  'api.card.expired': 'カードの有効期限が切れています。',
  'api.card.incorrectCvc': 'カードのセキュリティコードが正しくありません。',
  'api.card.invalidNumber': 'カード番号が正しくありません。',
  'api.card.liveCardInTestMode':
    'カードが承認されませんでした。テストモードのリクエストに本物のカードが使われました。',
  'api.card.paymentCancelled':
    'このお支払いはキャンセルされたため、お支払いいただけません。料金は請求されていません。',

  'api.esims.notFound': 'eSIMが見つかりません',
  'api.esims.badRefresh': '無効なリクエストです：refresh には 1 を指定してください',
  'api.esims.checking': 'ネットワークでeSIMの状態を確認しています…',
  'api.esims.unreachable':
    'eSIMを確認するためにネットワークに接続できませんでした。1分ほど待ってから、もう一度お試しください。',
  'api.topUps.plansUnavailable':
    'このeSIMに追加できるプランを確認できませんでした。しばらくしてから、もう一度お試しください。',

  'api.orders.notFound': 'ご注文が見つかりません',
  'api.orders.notReady': 'このeSIMはまだ準備ができていません',
  'api.orders.qrRefunded': 'このeSIMは返金済みのため、QRコードはご利用いただけません',

  'api.refunds.alreadyRefunded': 'このご注文はすでに返金されています',
  'api.refunds.underWay': 'このご注文の返金はすでに手続き中です',
  'api.refunds.topUp':
    '追加したデータだけをキャンセルすることはできません。サポートまでお問い合わせください。',
  'api.refunds.topUpUnderWay':
    '現在このeSIMにデータを追加しています。数分後にもう一度お試しください。',
  'api.refunds.tooLate': 'ご購入から{days}日以上が経過しています',
  'api.refunds.installed': 'このeSIMはすでにインストールされています',
  'api.refunds.started': 'このプランはすでに利用が始まっています',
  'api.refunds.notCancellable': 'このプランはキャンセルできなくなりました',
  'api.refunds.providerUnavailable':
    '現在eSIMネットワークに接続できません。数分後にもう一度お試しください。',
  'api.refunds.deliveredMeanwhile':
    'eSIMをたった今お届けしました。「注文履歴」でご確認いただけます。メールも間もなく届きます。',
  'api.refunds.unavailable': '現在、返金を受け付けられません。',
  'api.refunds.accepted': '返金の手続きを進めています',
  'api.refunds.done': '返金を手配しました',
} as const satisfies Translation<typeof english>;
