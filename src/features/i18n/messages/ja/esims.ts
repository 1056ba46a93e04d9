/** A delivered eSIM on its order card: how to install it on the screen in hand, and its status. */
import type { Translation } from '../index.ts';
import type english from '../en/esims.ts';

export default {
  'esims.installLabel': 'このeSIMをインストール',
  'esims.beforeYouFly':
    '出発前に、主回線のデータローミングをオフにし、モバイルデータ通信にこのeSIMを選んでください。そのままにすると、ご契約の通信会社からローミング料金を請求されることがあります。',
  'esims.beforeYouFlyLink': '設定方法',
  'esims.cannotScan': '読み取れない場合は、スマホのeSIM設定で次の情報を入力してください：',
  'esims.enterByHand': '情報を手動で入力する',
  'esims.showQrCode': '別の端末用にQRコードを表示',
  'esims.installOnIphone': 'このiPhoneにインストール',
  'esims.installOnIphoneNext':
    'iPhoneに確認画面が表示され、確定するとeSIMが追加されます。プランが始まるのは、渡航先で初めて接続したときです。',
  'esims.installOnAndroid': 'このAndroidスマホにインストール',
  'esims.installOnAndroidNext':
    'スマホに確認画面が表示され、確定するとeSIMが追加されます（メーカーが対応している場合。対応していない場合は情報を手動で入力してください）。プランが始まるのは、渡航先で初めて接続したときです。',

  'esims.openInBrowser': 'このページを{browser}で開く',
  /** `{app}` is a brand ('Instagram') or esims.googleApp / esims.unnamedApp. */
  'esims.inAppBrowserText':
    '{app}のアプリ内ブラウザではeSIMをインストールできません。アプリのメニュー（•••または⋮）からこのページを{browser}で開くか、リンクをコピーしてそちらに貼り付けてください。もう一度ログインが必要になる場合があります。',
  'esims.googleApp': 'Googleアプリ',
  'esims.unnamedApp': 'このアプリ',
  'esims.copyLink': 'リンクをコピー',
  'esims.linkName': 'リンク',
  'esims.oldIphoneHeading': 'ワンタップでのインストールにはiOS 17.4以降が必要です',
  'esims.oldIphoneText':
    '「設定」→「一般」→「ソフトウェアアップデート」でiPhoneをアップデートするか、手動でeSIMを追加してください：「設定」→「モバイル通信」→「eSIMを追加」→「QRコードを使用」→「詳細情報を手動で入力」と進み、下の2つの情報を入力します。',

  'esims.smdpAddress': 'SM-DP+アドレス',
  'esims.activationCode': 'アクティベーションコード',
  'esims.copy': 'コピー',
  'esims.copyName': '{name}をコピー',
  'esims.copied': 'コピーしました',
  'esims.copyFailed': '選択してコピーしてください',
  'esims.onClipboard': '{name}をクリップボードにコピーしました',

  'esims.statusHeading': 'eSIMの状態',
  'esims.refresh': '更新',
  'esims.checking': 'eSIMの状態を確認しています…',
  'esims.statusNotInstalled': '未インストール',
  'esims.statusInstalled': 'インストール済み',
  'esims.statusActive': '利用中',
  'esims.statusUsedUp': '使い切り',
  'esims.statusExpired': '期限切れ',
  'esims.statusUnknown': '状態不明',
  'esims.daysLeft.one': '残り{count}日',
  'esims.daysLeft.other': '残り{count}日',
  'esims.queuedHeading': 'このプランの後に開始予定：',
  'esims.checkedJustNow': 'たった今確認',
  'esims.checkedMinutesAgo.one': '{count}分前に確認',
  'esims.checkedMinutesAgo.other': '{count}分前に確認',
  'esims.checkedHoursAgo.one': '{count}時間前に確認',
  'esims.checkedHoursAgo.other': '{count}時間前に確認',
  'esims.noData.title': '{country}に到着してからデータ通信ができませんか?',
  'esims.noData.titleNoCountry': 'eSIMでまだデータ通信ができませんか?',
  'esims.noData.intro':
    'eSIMはネットワークにつながっていますが、まだデータ通信が行われていません。原因はほとんどの場合、次の3つの設定のいずれかです。',
  'esims.noData.roamingTitle': 'eSIM回線のデータローミングをオンにする',
  'esims.noData.roamingIphone':
    'iPhone:設定 → モバイル通信 → eSIM回線 → 「データローミング」をオン。',
  'esims.noData.roamingAndroid':
    'Android:設定 → 接続 → モバイルネットワーク → データローミング(Samsung)、または 設定 → ネットワークとインターネット → SIM → eSIM → ローミング(Pixel)。',
  'esims.noData.dataLineTitle': 'モバイルデータ通信にeSIMを使う',
  'esims.noData.dataLineIphone':
    'iPhone:設定 → モバイル通信 → モバイルデータ通信 → eSIM回線を選び、「モバイルデータ通信の切り替えを許可」をオフ。',
  'esims.noData.dataLineAndroid':
    'Android:設定 → 接続 → SIMマネージャー → モバイルデータ → eSIM(Samsung)、または 設定 → ネットワークとインターネット → SIM → eSIM → モバイルデータをオン(Pixel)。',
  'esims.noData.networkTitle': 'プランが使うネットワークにつなぐ',
  'esims.noData.networksKnown': '{country}では、このプランは{networks}を使います。',
  'esims.noData.seenOn': '最後に確認されたネットワークは{network}です。',
  'esims.noData.networkIphone':
    'iPhone:設定 → モバイル通信 → eSIM回線 → ネットワーク選択 → 「自動」をオフにして、ネットワークを手動で選びます。',
  'esims.noData.networkAndroid':
    'Android:設定 → 接続 → モバイルネットワーク → ネットワークオペレーター(Samsung)、またはeSIMの設定 → 「ネットワークを自動的に選択」をオフ(Pixel)にして、ネットワークを手動で選びます。',
  'esims.noData.restart': 'そのあと、機内モードを一度オンにしてからオフにしてください。',
  'esims.noData.help': 'それでもつながらない場合は、私たちが一緒に解決します。',
  'esims.noData.chat': 'チャットを開く',
  'esims.noData.contact': 'お問い合わせ',
  'esims.noDataMail.subject': 'データ通信ができない場合の3つの確認ポイント',
  'esims.noDataMail.preheader':
    'eSIMはネットワークにつながっていますが、まだデータ通信が行われていません。3つの設定をご確認ください。',
  'esims.noDataMail.help':
    'それでもデータ通信ができない場合は、サイトのチャットまたはお問い合わせページからご連絡ください。すぐにお手伝いします。この手順は「注文履歴」のeSIMにも表示されています。',
} as const satisfies Translation<typeof english>;
