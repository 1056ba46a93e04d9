/** The checkout page: the order summary, the card form, the pay button and the price hold. */
import type { Translation } from '../index.ts';
import type english from '../en/checkout.ts';

export default {
  'checkout.title': 'ご購入手続き',
  'checkout.pageDescription': 'RoamlyのトラベルeSIMを安全にお支払いいただけます。',
  'checkout.backToDestinations': '渡航先一覧に戻る',
  'checkout.loading': 'ご購入手続きを読み込んでいます…',
  'checkout.signInTitle': 'ログインが必要です',
  'checkout.signInText': '続けるにはログインしてください。',
  'checkout.errorTitle': 'エラー',
  'checkout.intentFailedTitle': 'お支払いを開始できませんでした',
  'checkout.planMissingHeading': 'プランが見つかりません',
  'checkout.planMissingText': 'このプランは販売を終了したか、リンクが正しくありません。',
  'checkout.unavailableHeading': '現在、ご購入手続きをご利用いただけません',
  'checkout.unavailableText':
    'このプランを読み込めませんでした。しばらくしてからもう一度お試しください。',
  'checkout.topUpRefusedHeading': 'このデータ追加はご利用いただけません',
  'checkout.topUpRefusedText': 'このプランはこのeSIMに追加できません。',
  'checkout.browsePlans': 'プランを見る',
  'checkout.topUpLead': 'お使いのeSIMにデータを追加します。',
  'checkout.topUpExplained':
    '新しいQRコードも再インストールも不要です。データはお手持ちのeSIMに追加されます。',

  'checkout.summaryHeading': 'ご注文内容',
  'checkout.summaryCountry': '国・地域',
  'checkout.summaryData': 'データ容量',
  'checkout.summaryDuration': '有効期間',
  'checkout.summaryTotal': '合計',
  'checkout.summaryTotalWithTax': '合計（うち{tax} {rate}：{amount}）',
  'checkout.taxName': '付加価値税',
  'checkout.taxNameJapan': '消費税',

  'checkout.paymentHeading': 'お支払い情報',
  'checkout.pay': '{price}を支払う',
  'checkout.processing': '処理中…',
  'checkout.securePayment':
    'Stripeによる安全なお支払い。eSIMはメールと「注文履歴」にすぐにお届けします。',
  'checkout.preparingPayment': '安全なお支払いの準備をしています…',
  'checkout.paymentNotStarted': 'お支払いを開始できませんでした。',
  'checkout.tryAgain': '再試行',
  'checkout.notReadyTitle': 'お支払いの準備ができていません',
  'checkout.notReadyText': 'お支払いフォームが表示されるまでお待ちください。',
  'checkout.paymentFailedTitle': 'お支払いに失敗しました',
  'checkout.paidTitle': 'お支払いが完了しました！',
  'checkout.paidText':
    'eSIMを準備しています。通常は1分以内、遅くとも{minutes}分以内（{time}まで）にお届けします。「注文履歴」からご確認いただけます。',
  'checkout.stillProcessing':
    'お支払いはまだ処理中です。処理が完了すると、ご注文が「注文履歴」に表示されます。',
  'checkout.bankConfirmation': 'カード会社によるお支払いの確認が必要です。もう一度お試しください。',
  'checkout.notCompleted': 'お支払いを完了できませんでした。別のカードをお試しください。',
  'checkout.formLoading': 'お支払いフォームを読み込んでいます…',
  'checkout.formFailed':
    'お支払いフォームを読み込めませんでした。インターネット接続を確認して、ページを再読み込みしてください。',

  'checkout.testModeNotice':
    'テストモード：実際のカードには請求されません。お支払いには4242 4242 4242 4242、カードが拒否される場合は4000 0000 0000 0002、残高不足の場合は4000 0000 0000 9995をお使いください。',
  'checkout.testCancelled': 'このお支払いはキャンセルされました。',
  'checkout.testDeclined': 'カードが拒否されました。',
  'checkout.cardNumber': 'カード番号',
  'checkout.cardExpiry': '有効期限',
  'checkout.cardExpiryPlaceholder': 'MM / YY',
  'checkout.cardCvc': 'セキュリティコード',

  'checkout.heldUntil': 'この価格は{time}まで確保されています',
  'checkout.quoteGoneHeading': 'この価格は適用されなくなりました',
  'checkout.continueAt': '{price}で続ける',
  'checkout.quotePriceChanged':
    'お支払い中に、このプランの価格が{quoted}から{current}に変わりました。',
  'checkout.quotePlanChanged':
    'お支払い中にこのプランの内容が変わったため、お選びいただいたプランとは異なっています。ご購入前にもう一度内容をご確認ください。',
  'checkout.quoteWithdrawn': 'このプランは販売を終了しました。',
  'checkout.quoteExpired': '確保していた価格の期限が切れました。',
  'checkout.quoteExpiredNowAt': '確保していた価格の期限が切れました。現在の価格は{current}です。',
  'checkout.quoteEsimRefunded': 'このeSIMは返金済みのため、データを追加できません。',
  'checkout.quoteEsimRefundAsked': 'このeSIMは返金申請中のため、データを追加できません。',
  'checkout.quoteAccountBlocked':
    'お客様のRoamlyアカウントは現在停止されているため、このご購入を完了できませんでした。ご不明な点はサポートチームまでお気軽にお問い合わせください。',
  'checkout.quoteRefunded': 'お支払いいただいた{quoted}は全額返金されました。',
  'checkout.quoteNotCharged': '料金は請求されていません。',
  /** What changed, then whether the customer was charged: two sentences, in this order. */
  'checkout.quoteChangeAndCharge': '{change}{charge}',

  'checkout.billingHeading': '請求先情報',
  'checkout.billingCountry': '請求先の国',
  'checkout.forBusiness': '法人として購入する',
  'checkout.businessName': '会社名',
  'checkout.businessAddress': '会社の住所',
  'checkout.vatId': 'VAT番号・登録番号',
  'checkout.vatIdHint': '国コードから入力してください（例：FR12345678901）。',
  'checkout.optional': '任意',
  'checkout.travelDate': 'ご出発はいつですか？',
  'checkout.travelDateHint':
    '出発の前日になってもeSIMがインストールされていない場合は、リマインドメールでお知らせします。',
  'checkout.deliveryConsent':
    '撤回期間中であっても、eSIMをすぐに提供してもらうことを希望します。eSIMをインストールした時点、またはプランの利用が始まった時点で撤回権を失うことを理解しています。それまでは、購入から{days}日以内であればキャンセルして全額返金を受けられます。',
  'checkout.continueToPayment': 'お支払いへ進む',
  'checkout.changeBilling': '請求先情報を変更',
  'checkout.vatNotConfirmed':
    'このVAT番号をEUのVIESサービスで確認できなかったため、付加価値税込みの価格となります。番号をご確認いただくか、税込みでお支払いのうえ、後から請求書に会社情報を追加してください。',
  'checkout.vatUnreachable':
    'VAT番号を確認するEUのVIESサービスに現在接続できないため、付加価値税込みの価格となります。数分後にもう一度お試しいただくか、税込みでお支払いのうえ、後から請求書に会社情報を追加してください。',
} as const satisfies Translation<typeof english>;
