/** インストールのリマインドメールと、その配信停止リンクのページ（日本語）。 */
import type { Translation } from '../index.ts';
import type english from '../en/reminders.ts';

export default {
  'mail.installReminder.subjectDayAfter': '{country}のeSIMがまだインストールされていません',
  'mail.installReminder.subjectBeforeTravel':
    '{date}ご出発：{country}のeSIMを今のうちにインストールしてください',
  'mail.installReminder.preheader':
    'Wi-Fiにつながっている今のうちにインストールしておけば、到着してすぐにデータ通信を使えます。',
  'mail.installReminder.headingDayAfter': 'eSIMのインストールがまだ済んでいません',
  'mail.installReminder.headingBeforeTravel': 'ご出発前にeSIMをインストールしましょう',
  'mail.installReminder.notInstalled':
    '{country}向けのeSIM「{plan}」（ご注文番号 {order}）は、まだどの端末にもインストールされていません。',
  'mail.installReminder.tripOn': 'ご旅行の開始日は{date}です。',
  'mail.installReminder.why':
    'インストールは2分ほどで終わります。時間のある今のうちに、Wi-Fi環境で済ませておきましょう。到着後すぐにデータ通信を使えます。',
  'mail.installReminder.tapOnPhone':
    '旅行に持っていく端末で、上のボタンをタップしてください。別の画面でこのメールをご覧の場合は、その端末でQRコードを読み取ってください。',
  'mail.installReminder.byHand':
    '手動で入力したい場合は、「ご注文履歴」に入力情報と端末ごとの手順があります。',
  'mail.installReminder.installedAlready':
    'すでにインストール済みの場合は、このメールは破棄してください。',
  'mail.installReminder.unsubscribeText':
    'インストールのリマインドは1枚のeSIMにつき最大2回までで、インストール後はお送りしません。',
  'mail.installReminder.unsubscribeLabel': 'リマインドメールを停止する',
  'reminders.unsubscribe.title': 'インストールのリマインド',
  'reminders.unsubscribe.confirm':
    'ご購入いただいたeSIMのインストールをお知らせするメールを停止しますか？ご注文に関するメールは引き続きお送りします。',
  'reminders.unsubscribe.button': 'リマインドメールを停止する',
  'reminders.unsubscribe.done':
    '停止しました。今後、インストールのリマインドメールはお送りしません。ご注文に関するメールは引き続きお送りします。',
  'reminders.unsubscribe.invalid':
    'このリンクは無効です。メールからもう一度開くか、お問い合わせください。',
} as const satisfies Translation<typeof english>;
