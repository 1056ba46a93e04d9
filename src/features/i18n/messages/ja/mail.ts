/**
 * Every mail a customer gets, in the customer's language (the account's), and the mail frame's
 * own texts. Mails to the shop's staff and owners stay in English and are not here.
 */
import type { Translation } from '../index.ts';
import type english from '../en/mail.ts';

export default {
  'mail.layout.footer':
    'Roamly · 旅行用プリペイドeSIM · このメールは、Roamlyでのお客様の操作に基づいてお送りしています',
  'mail.layout.buttonFallback': 'ボタンが使えない場合は、こちらのリンクを開いてください：{link}',
  'mail.layout.labelledLink': '{label}：{url}',

  'mail.common.signIn': 'ログイン',
  'mail.common.openMyOrders': '注文履歴を開く',

  'mail.verify.subject': 'メールアドレスの確認をお願いします',
  'mail.verify.preheader': 'ワンクリックでRoamlyアカウントの確認が完了します。',
  'mail.verify.heading': 'メールアドレスの確認',
  'mail.verify.welcome':
    'Roamlyへようこそ。eSIMのQRコードや領収書を確実にお届けできるよう、このメールアドレスがお客様のものであることをご確認ください。',
  'mail.verify.linkLimits': 'リンクは1回のみ有効で、24時間で期限が切れます。',
  'mail.verify.button': 'メールアドレスを確認する',
  'mail.verify.notYou':
    'Roamlyアカウントを作成した覚えがない場合は、リンクを開かないでください。どなたかがお客様のアドレスを入力したものです。このメールを無視していただければ、そのアカウントは未確認のままとなります。',

  'mail.reset.subject': 'Roamlyのパスワードの再設定',
  'mail.reset.preheader': 'Roamlyアカウントの新しいパスワードを設定してください。',
  'mail.reset.heading': 'パスワードの再設定',
  'mail.reset.asked':
    'Roamlyアカウントのパスワードの再設定がリクエストされました（おそらくお客様ご自身によるものです）。',
  'mail.reset.linkLimits': 'リンクは1回のみ有効で、1時間で期限が切れます。',
  'mail.reset.button': '新しいパスワードを設定する',
  'mail.reset.notYou':
    'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',

  'mail.accountExists.subject': 'Roamlyアカウントはすでに登録済みです',
  'mail.accountExists.preheader': 'お客様のメールアドレスで新規登録が試みられました。',
  'mail.accountExists.heading': 'アカウントはすでに登録済みです',
  'mail.accountExists.tried':
    'このメールアドレスでRoamlyアカウントの作成が試みられました（おそらくお客様ご自身によるものです）。このアドレスのアカウントはすでにあるため、何も変更されていません。',
  'mail.accountExists.forgotPassword':
    'パスワードをお忘れの場合は、こちらから新しいパスワードを設定できます：{link}',
  'mail.accountExists.notYou': 'お心当たりがない場合は、このメールを無視してください。',

  'mail.accountBlocked.subject': 'Roamlyアカウントが停止されました',
  'mail.accountBlocked.suspended':
    'サポートチームがお客様のRoamlyアカウントを停止しました。すべての端末でログアウトされ、現在はログインできません。',
  'mail.accountBlocked.esimsKeepWorking':
    'すでにインストール済みのeSIMは、プランが終了するまで引き続きお使いいただけます。',
  'mail.accountBlocked.reply':
    '誤りだと思われる場合は、このメールに返信してお知らせください。すべての返信にスタッフが目を通します。',
  'mail.accountUnblocked.subject': 'Roamlyアカウントが再び有効になりました',
  'mail.accountUnblocked.lifted':
    'アカウントの停止を解除しました。パスワードで再びログインできます。',
  'mail.accountClosed.subject': 'Roamlyアカウントを閉鎖しました',
  'mail.accountClosed.closed':
    'ご依頼により、Roamlyアカウントを閉鎖しました。すべての端末からログアウトされ、ログインできなくなりました。',
  'mail.accountClosed.erasure':
    'お気持ちが変わった場合は、{days}日以内であれば下のボタンからアカウントを再開できます。期限を過ぎると、個人データを完全に消去します。',
  'mail.accountClosed.kept':
    '法令により、ご注文と請求書は会計上の保存期間中保管いたします。それ以外のデータは保管しません。',
  'mail.accountClosed.esimsKeepWorking':
    'インストール済みのeSIMは、プランの終了までそのままご利用いただけます。',
  'mail.accountClosed.undo': 'アカウントを再開する',

  'mail.esimReady.subject': '{country}のeSIMのインストール準備ができました',
  'mail.esimReady.preheader':
    '{country}向けの{plan}：スマホでワンタップでインストールするか、QRコードを読み取ってください。',
  'mail.esimReady.heading': 'eSIMの準備ができました',
  'mail.esimReady.qrAlt': '{plan}のeSIM用QRコード',
  'mail.esimReady.installOnIphone': 'iPhoneにインストール',
  'mail.esimReady.installOnAndroid': 'Androidにインストール',
  'mail.esimReady.onThisPhone':
    'eSIMを使うスマホでこのメールをご覧の場合は、上の該当するボタンをタップしてください（iPhone：iOS 17.4以降で、Safariまたは標準のブラウザで開いた場合。Android：メーカーが対応している場合）。別の画面でご覧の場合は、スマホでQRコードを読み取ってください。',
  'mail.esimReady.plan': 'プラン：{country}向け{plan}（{data}、{duration}）。注文番号 #{order}。',
  'mail.esimReady.paid': 'お支払い金額：{amount}。',
  'mail.esimReady.beforeYouTravel':
    '出発前に、Wi-Fiにつないだ状態でインストールしてください。QRコードでインストールできるのは1回だけなので、インストール後はeSIMを削除しないでください。有効期間は、渡航先で初めて接続したときから始まります。',
  'mail.esimReady.iphoneSteps':
    'iPhone：「設定」→「モバイル通信」→「eSIMを追加」→「QRコードを使用」の順に進み、上のコードを読み取ります。',
  'mail.esimReady.androidSteps':
    'Android：「設定」→「ネットワークとインターネット」（Samsungは「接続」→「SIMマネージャー」）→「eSIMを追加」→「QRコードをスキャン」の順に進みます。',
  'mail.esimReady.byHand':
    '読み取れない場合は、情報を手動で入力してください。SM-DP+アドレス：{smdpAddress}　アクティベーションコード：{activationCode}　ICCID：{iccid}',
  'mail.esimReady.beforeYouFly':
    '出発前の設定：データ通信をeSIMだけに任せて、主回線でローミング料金がかからないようにしましょう。',
  'mail.esimReady.flyIphone':
    'iPhone：\n1.「設定」→「モバイル通信」→主回線：「データローミング」をオフ（通話・SMS用に回線はオンのままでもかまいません）。\n2.「設定」→「モバイル通信」→「モバイルデータ通信」：eSIMを選び、「モバイルデータ通信の切り替えを許可」をオフ。\n3.「設定」→「モバイル通信」→eSIMの回線：「データローミング」をオン。\n4. 搭乗ゲートで、または到着後に機内モードをオフにする前に設定します。帰国したら「モバイルデータ通信」で主回線を選び直してください。',
  'mail.esimReady.flyAndroid':
    'Android：\n1. 通話・SMS用に主回線のSIMはオンのままにして、ローミングをオフ（Pixel：「設定」→「ネットワークとインターネット」→「SIM」→主回線のSIM→「ローミング」）。\n2. モバイルデータ通信にeSIMを選び（Samsung：「設定」→「接続」→「SIMマネージャー」→「モバイルデータ」、Pixel：「SIM」→eSIM→「モバイルデータ」）、データ通信の自動切り替えをオフ。\n3. eSIMのローミングをオン（Samsung：「設定」→「接続」→「モバイルネットワーク」→「データローミング」、Pixel：「SIM」→eSIM→「ローミング」）。\n4. 搭乗ゲートで、または到着時に設定します。帰国したら、モバイルデータ通信に主回線のSIMを選び直してください。',
  'mail.esimReady.flyGuide':
    'SamsungとPixelのメニューを含むすべての手順は、ガイドでご確認いただけます。',
  'mail.esimReady.flyGuideLink': '出発前の設定',
  'mail.esimReady.footnote':
    'QRコードは「注文履歴」と「マイアカウント」でも確認できます。お困りの際は、このメールに返信するか、当サイトのチャットをご利用ください。',

  'mail.orderFailed.subject': 'eSIMを発行できませんでした',
  'mail.orderFailed.notIssued':
    '{plan}（{country}、注文番号 #{order}）のお支払いは完了しましたが、通信事業者側でeSIMが発行されませんでした。',
  'mail.orderFailed.supportTold':
    'サポートチームに連絡済みで、2時間以内にご連絡いたします。eSIMをお届けできない場合は、5～10営業日以内にカードへ全額返金いたします。',
  'mail.orderFailed.contactSupport': 'サポートに問い合わせる',
  'mail.deliveryLate.subject': 'eSIMのお届けが遅れています',
  'mail.deliveryLate.preheader': 'eSIMがまだ届いていません。現在の対応についてお知らせします。',
  'mail.deliveryLate.late':
    '{country}向け{plan}のeSIM（注文番号 {order}）は、お支払いから{minutes}分以内にお届けするとお約束していましたが、まだお届けできていません。大変申し訳ございません。',
  'mail.deliveryLate.offer':
    '現在対応中です。ネットワークでeSIMが割り当てられしだい、メールと「注文履歴」でお届けします。お待ちいただけない場合は、今すぐ{amount}を全額返金いたします。「注文履歴」を開き、「今すぐ返金する」を押してください。返金後は、このeSIMはお届けされません。',
  'mail.deliveryLate.refunding':
    'お待たせしないよう、{amount}をお支払い時の方法へ全額返金しています。確認のメールを別途お送りします。このeSIMはお届けされませんが、新しいプランはいつでもご購入いただけます。',
  'mail.deliveryLate.refundButton': '「注文履歴」で今すぐ返金する',
  'mail.deliveryLate.footnote':
    'ご不明な点は、このメールにご返信いただくか、サイトのチャットをご利用ください。',

  'mail.dataAdded.subject': 'eSIMにデータを追加しました',
  'mail.dataAdded.preheader':
    '{country}向けの{data}をeSIMに追加しました。再インストールは不要です。',
  'mail.dataAdded.added':
    '{country}向けの{plan}（{data}、{duration}）をお使いのeSIM（ICCID {iccid}）に追加しました。注文番号 #{order}。',
  'mail.dataAdded.addedNoIccid':
    '{country}向けの{plan}（{data}、{duration}）をお使いのeSIMに追加しました。注文番号 #{order}。',
  'mail.dataAdded.nothingToReinstall':
    '新しいQRコードも再インストールも不要です。お手持ちのeSIMをそのままお使いください。追加したデータは、現在のプランを使い切るか、プランが終了した時点から使えるようになります。',
  'mail.dataAdded.footnote':
    '残りのデータと、このeSIMで開始待ちのプランは「注文履歴」で確認できます。お困りの際は、このメールに返信するか、当サイトのチャットをご利用ください。',

  'mail.usage.addData': 'データを追加',
  'mail.usage.footnote':
    '注文番号 #{order}。お困りの際は、このメールに返信するか、当サイトのチャットをご利用ください。',
  'mail.usage80.subject': 'データ容量の80%を使用しました',
  'mail.usage80.dataLeft': '{country}のeSIMの残りデータは{total}中{left}です。',
  'mail.usage80.runningLow': '{country}のeSIMの残りデータが少なくなっています。',
  'mail.usage80.addDataNow':
    '今のうちにデータを追加して、つながった状態を保ちましょう。データはお手持ちのeSIMに追加されるので、再インストールは不要です。',
  'mail.usage100.subject': 'データ容量を使い切りました',
  'mail.usage100.noDataLeft': '{country}のeSIMのデータ残量がなくなりました。',
  'mail.usage100.addData':
    'データを追加すれば、すぐにまたインターネットにつながります。データはお手持ちのeSIMに追加されるので、再インストールは不要です。',
  'mail.firstUse.subject': 'プランの利用が始まりました',
  'mail.firstUse.preheader': '{country}のeSIMが接続されました。',
  'mail.firstUse.started': 'プランの利用が始まりました。',
  'mail.firstUse.startedUntil.one':
    'プランの利用が始まりました。{count}日後の{end}（UTC）に終了します。',
  'mail.firstUse.startedUntil.other':
    'プランの利用が始まりました。{count}日後の{end}（UTC）に終了します。',
  'mail.firstUse.connected':
    '{country}のeSIMが接続されました。残りのデータと日数は「注文履歴」で確認できます。',
  'mail.firstUse.connectedWith':
    '{country}のeSIMが接続されました（{size}）。残りのデータと日数は「注文履歴」で確認できます。',
  'mail.firstUse.connectedUnlimited':
    '{country}のeSIMが接続されました（データ無制限）。残りのデータと日数は「注文履歴」で確認できます。',
  'mail.firstUse.seeDataLeft': '残りデータを確認',

  'mail.refund.subject': '返金手続きを行いました',
  'mail.refund.preheader': '{plan}（{country}）の代金{amount}を返金しています。',
  'mail.refund.revoked':
    '{country}向け{plan}のeSIM（注文番号 #{order}）をキャンセルし、{amount}をお支払いに使われた方法に返金しました。',
  'mail.refund.kept':
    '{country}向け{plan}のeSIM（注文番号 #{order}）の代金{amount}を、お支払いに使われた方法に返金しました。',
  'mail.refund.undelivered':
    '{country}向け{plan}のeSIM（注文番号 #{order}）をお届けできなかったため、{amount}をお支払いに使われた方法に返金しました。',
  'mail.refund.onStatement':
    'カード会社にもよりますが、通常5～10営業日以内にご利用明細に反映されます。',
  'mail.refund.revokedNothingToInstall':
    'このeSIMにはプランが残っていないため、インストールするものはありません。旅行でまだデータが必要な場合は、いつでも新しいプランを購入できます。',
  'mail.refund.keptNothingToDo': 'eSIMはそのままです。お客様の操作は必要ありません。',
  'mail.refund.buyAgain': '旅行でまだデータが必要な場合は、いつでも新しいプランを購入できます。',
  'mail.refund.footnote':
    '返金についてご不明な点は、このメールに返信するか、当サイトのチャットをご利用ください。',

  'mail.paymentRefunded.subject': 'お支払いを返金しました',
  'mail.paymentRefunded.preheader': '{plan}（{country}）のお支払いを全額返金しました。',
  'mail.paymentRefunded.whatFor':
    'これは{country}向け{plan}（{data}、{duration}）のお支払いで、このお支払いで購入されたものはありません。返金は通常5～10営業日以内にご利用明細に反映されます。',
  'mail.paymentRefunded.reference': 'お支払いの参照番号：{reference}',
  'mail.paymentRefunded.seePlans': '販売中のプランを見る',
  'mail.paymentRefunded.seePlan': '現在のプラン内容を見る',
  'mail.paymentRefunded.buyAgain': '現在の価格で購入する',
  'mail.paymentRefunded.contactSupport': 'サポートチームに問い合わせる',
  'mail.paymentRefunded.footnote':
    'このお支払いについてご不明な点は、このメールに返信するか、当サイトのチャットをご利用ください。',

  'mail.contactAck.subject': 'お問い合わせを受け付けました',
  'mail.contactAck.heading': 'Roamlyへのお問い合わせありがとうございます',
  'mail.contactAck.received':
    'お問い合わせを受け付けました。サポートチームより24時間以内（通常はもっと早く）にご返信します。',
  'mail.contactAck.installationGuide':
    'eSIMがつながらない場合は、当サイトのインストールガイドですぐに解決できることがよくあります。',
  'mail.contactAck.footnote':
    'メッセージを再送していただく必要はありません。お問い合わせをされた覚えがない場合は、このメールを無視してください。',

  'mail.contactReply.subject': 'Re: Roamlyへのお問い合わせ（{subject}）',
  'mail.contactReply.greeting': '{name}様',
  'mail.contactReply.replyAgain': 'ほかにもご不明な点があれば、このメールにご返信ください。',
  'mail.contactReply.youWrote': '{date}にいただいたお問い合わせ：「{message}」',
} as const satisfies Translation<typeof english>;
