/**
 * My Orders and the eSIM list on My Account: each order's card, its QR code, its top-ups ('Add
 * data') and its refund.
 */
import type { Translation } from '../index.ts';
import type english from '../en/orders.ts';

export default {
  'orders.title': '注文履歴',
  'orders.pageDescription': 'RoamlyのeSIMのご注文、利用開始の状況、QRコードを確認できます。',
  'orders.loading': 'ご注文を読み込んでいます',
  'orders.signInTitle': 'ログインが必要です',
  'orders.signInText': 'ご注文を確認するにはログインしてください。',
  'orders.loadFailedHeading': 'ご注文を読み込めませんでした',
  'orders.loadFailedText': 'もう一度お試しください。',
  'orders.tryAgain': '再試行',
  'orders.noneHeading': 'まだご購入はありません',
  'orders.noneText': '渡航先を選ぶと、ここにeSIMが表示され、すぐにインストールできます。',
  'orders.browsePlans': 'プランを見る',
  'orders.returnNotCompleted': 'お支払いが完了しませんでした。もう一度お試しください。',

  'orders.orderNumber': '注文番号 #{number}',
  'orders.activating': 'eSIMを準備しています…',
  'orders.deliveryPromise': '通常は1分以内、遅くとも{minutes}分以内（{time}まで）にご用意します。',
  'orders.deliveryOverdue':
    '通常より時間がかかっています。現在対応中です。eSIMの準備ができしだい、メールでお知らせします。',
  'orders.late.title': 'eSIMのお届けが遅れています',
  'orders.late.offer':
    '{minutes}分以内にお届けするとお約束しましたが、まだお届けできていません。現在対応中です。お待ちいただけない場合は、今すぐ全額を返金いたします。',
  'orders.late.onIt':
    '{minutes}分以内にお届けするとお約束しましたが、まだお届けできていません。現在対応中です。準備ができしだい、メールでお知らせします。',
  'orders.late.refundNow': '今すぐ返金する',
  'orders.late.refunding': '返金しています…',
  'orders.ready': '準備完了',
  'orders.failed': '失敗',
  'orders.refunded': '返金済み',
  'orders.data': 'データ容量',
  'orders.duration': '有効期間',
  'orders.iccid': 'ICCID',
  'orders.errorLabel': 'エラー：',

  'orders.qrAlt': '{plan}のeSIM用QRコード',
  'orders.qrScan':
    '旅行に持っていくスマホで読み取ってください。インストールできるのは1回だけです。',
  'orders.qrDownload': 'ダウンロード',
  'orders.qrDownloadFailed': 'ダウンロードできませんでした',
  'orders.qrNotDownloaded': 'QRコードをダウンロードできませんでした。もう一度お試しください。',
  'orders.installationGuide': 'インストールガイド',
  /** The saved QR code's file name on My Orders; `{plan}` and `{order}` are letters, digits, '-'. */
  'orders.qrFileOfOrder': 'esim-{plan}-{order}.png',
  /** The saved QR code's file name on My Account. */
  'orders.qrFileOfAccount': '{plan}-esim-qr-code.png',

  'orders.subscriptionsHeading': 'ご利用中のeSIM',
  'orders.subscriptionsLoading': 'ご利用中のeSIMを読み込んでいます',
  'orders.subscriptionsFailed': 'ご利用中のeSIMを読み込めませんでした。{reason}',
  'orders.subscriptionsNoneHeading': 'ご利用中のeSIMはまだありません',
  'orders.subscriptionsNoneText': '初めてご購入いただくと、ここにeSIMが表示されます。',
  'orders.purchasedOn': '{date}に購入',
  'orders.statusPending': '処理中',
  'orders.statusCompleted': '完了',
  'orders.downloadQrCode': 'QRコードをダウンロード',

  'orders.topUpsHeading': 'データ追加',
  'orders.topUpDataAdded': 'データを追加しました',
  'orders.addData': 'データを追加',
  'orders.addDataLead':
    'このeSIMにそのままデータを追加できます。新しいQRコードも再インストールも不要です。',
  'orders.addDataLoading': 'このeSIMに追加できるプランを読み込んでいます…',
  'orders.addDataFailed':
    'このeSIMに追加できるプランを読み込めませんでした。もう一度お試しください。',
  'orders.addDataNone': '現在、このeSIMに追加できるプランはありません。',
  'orders.addDataPlan': '{plan}を{price}で追加',
  'orders.addDataPlanDetails': '（{data}・{duration}）',

  'orders.refundOffered': '未使用のeSIMは{day}まで返金できます。',
  'orders.refundButton': 'キャンセルして返金',
  'orders.refundConfirmLabel': '返金の確認',
  'orders.refundConfirmText':
    'このeSIMをキャンセルし、{price}をお支払いに使われた方法に返金しますか？キャンセル後はインストールできなくなります。返金の反映には5～10営業日かかります。',
  'orders.refundConfirm': 'はい、キャンセルして返金します',
  'orders.refundSending': 'キャンセルしています…',
  'orders.refundKeep': 'eSIMを残す',
  'orders.refundNotRequested': '返金を申請できませんでした。もう一度お試しください。',
} as const satisfies Translation<typeof english>;
