/** 契約撤回（クーリングオフ）機能の日本語テキスト。 */
import type { Translation } from '../index.ts';
import type english from '../en/withdrawal.ts';

export default {
  'withdrawal.linkLabel': 'ここで契約を撤回する',
  'withdrawal.page.title': '契約の撤回',
  'withdrawal.page.description': 'ログインせずに、撤回期間内に Roamly との契約を撤回できます。',
  'withdrawal.page.lead':
    '過去{days}日以内に eSIM を購入しましたか？こちらから契約を撤回できます。注文番号とアカウントのメールアドレスを入力してください。確認用のリンクをお送りします。',
  'withdrawal.form.orderNumber': '注文番号',
  'withdrawal.form.orderNumberHint': '注文メールに記載の番号（例：#1a2b3c4d）',
  'withdrawal.form.email': 'メールアドレス',
  'withdrawal.form.submit': 'リンクを送信',
  'withdrawal.form.sending': '送信中…',
  'withdrawal.form.failed': 'うまくいきませんでした。もう一度お試しください。',
  'withdrawal.confirm.title': '契約の撤回を確定',
  'withdrawal.confirm.lead': '次の契約を撤回します：',
  'withdrawal.confirm.order': '注文番号',
  'withdrawal.confirm.plan': 'プラン',
  'withdrawal.confirm.bought': '購入日',
  'withdrawal.confirm.email': '確認メールの送信先',
  'withdrawal.confirm.name': 'お名前',
  'withdrawal.confirm.button': '撤回を確定する',
  'withdrawal.confirm.sending': '送信中…',
  'withdrawal.confirm.loading': '契約内容を読み込んでいます…',
  'withdrawal.confirm.alreadyReceived': 'この契約の撤回は{date}に受け付け済みです。',
  'withdrawal.confirm.noLink': 'このページはメールに記載のリンクから開いてください。',
  'withdrawal.confirm.askAgain': '新しいリンクを申し込む',
  'mail.withdrawal.link.subject': '注文 #{order} の契約撤回を確定してください',
  'mail.withdrawal.link.heading': '契約の撤回',
  'mail.withdrawal.link.body':
    '{country}向け {plan} eSIM（注文 #{order}）の契約撤回のお申し込みを受け付けました。下のリンクを開き、撤回を確定してください。',
  'mail.withdrawal.link.footnote':
    'このリンクの有効期間は{hours}時間です。お心当たりがない場合は、このメールを無視してください。何も変更されません。',
  'mail.withdrawal.received.subject': '契約の撤回を受け付けました（注文 #{order}）',
  'mail.withdrawal.received.heading': '契約の撤回を受け付けました',
  'mail.withdrawal.received.content':
    '{name} 様、{country}向け {plan} eSIM の契約（注文 #{order}、{boughtOn}に{amount}で購入）を撤回されました。',
  'mail.withdrawal.received.atUtc': '撤回の受付日時：{utc}',
  'mail.withdrawal.received.atLocal': 'お客様のタイムゾーン（{zone}）では{local}です。',
  'mail.withdrawal.received.refunded':
    'プランは未使用でしたので、eSIM を取り消し、{amount}を元のお支払い方法に返金しました。明細への反映には通常5〜10営業日かかります。',
  'mail.withdrawal.received.refundUnderWay':
    'プランは未使用でしたので、eSIM を取り消し、{amount}を元のお支払い方法に返金する手続きを進めています。返金が完了したらメールでお知らせします。',
  'mail.withdrawal.received.deliveryStarted':
    'eSIM はすでにインストール済み、またはプランの利用が始まっていました。ご購入の際、すぐにお届けすることをご希望になり、お届けの開始をもって撤回権が消滅することにご同意いただいています（当社の利用規約および EU 指令 2011/83/EU 第16条(m)をご覧ください）。そのため、このご注文には返金はございません。',
  'mail.withdrawal.received.support':
    'サポートチームがご注文を確認し、ご返金について2営業日以内にご連絡します。',
  'mail.withdrawal.received.questions':
    'ご質問や、誤りと思われる点がございましたら、このメールに返信するか {support} までご連絡ください。',
  'mail.withdrawal.withinPeriod': 'お気持ちが変わりましたか？{date}まで、この契約を撤回できます。',
  'mail.withdrawal.consent.given':
    'ご注文時のご依頼内容の確認：{date}のご注文の際、撤回期間中の提供をご希望になり、次の文言にチェックを入れられました。',
  'mail.withdrawal.consent.quoted': '「{text}」',
  'mail.withdrawal.consent.meaning':
    '撤回権への影響：eSIMをインストールしておらず、プランの利用も始まっていない間は、購入から{days}日以内であれば撤回でき、全額返金を受けられます。eSIMをインストールした時点、またはプランの利用が始まった時点で、ご了承いただいたとおり撤回権は失われます。',
  'api.withdrawal.linkSent':
    'この注文番号がこのメールアドレスのもので、撤回期間内のご注文であれば、そのアドレスにリンクをお送りしました。リンクを開いて撤回を確定してください。',
  'api.withdrawal.linkInvalid':
    'このリンクは無効か、有効期限が切れています。新しいリンクをお申し込みください。',
  'api.withdrawal.periodOver': 'このご注文の{days}日間の撤回期間は終了しています。',
  'api.withdrawal.received': '契約の撤回を受け付け、確認メールをお送りしました。',
  'api.withdrawal.refunded': 'プランは未使用でした。{amount}を返金します。',
  'api.withdrawal.refundUnderWay':
    'プランは未使用でした。{amount}の返金手続き中です。完了したらメールでお知らせします。',
  'api.withdrawal.deliveryStarted':
    'eSIM はすでにインストール済み、またはプランの利用が始まっていたため、利用規約により撤回権は消滅しており、返金はございません。誤りと思われる場合はサポートまでご連絡ください。',
  'api.withdrawal.support': 'サポートチームがご注文を確認し、2営業日以内にご連絡します。',
  'validation.withdrawal.orderNumber':
    '注文メールに記載の注文番号を入力してください（例：#1a2b3c4d）',
  'validation.withdrawal.name': 'お名前を入力してください',
  'validation.withdrawal.link': 'このリンクは無効です。新しいリンクをお申し込みください。',
} as const satisfies Translation<typeof english>;
