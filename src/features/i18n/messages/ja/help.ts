/** The help pages: FAQ, installation guide, device compatibility and how it works. */
import type { Translation } from '../index.ts';
import type english from '../en/help.ts';

export default {
  'help.contactSupport': 'サポートに問い合わせる',
  'help.readFaq': 'よくある質問を見る',
  'help.stepNumber': 'ステップ{number}：',

  'help.faqPage.title': 'ヘルプセンター：トラベルeSIMのよくある質問',
  'help.faqPage.description':
    '対応端末、インストール、開通、通話、返金など、トラベルeSIMのよくある質問にお答えします。Roamlyサポートには24時間365日お問い合わせいただけます。',
  'help.faqPage.eyebrow': 'ヘルプセンター',
  'help.faqPage.heading': 'どのようなことでお困りですか？',
  'help.faqPage.lead':
    'トラベルeSIMのインストールと使い方について、すぐに答えが見つかります。解決しない場合は、24時間365日サポートチームがお手伝いします。',
  'help.faqPage.guidesHeading': 'ガイド',
  'help.faqPage.installationTitle': 'インストールガイド',
  'help.faqPage.installationText': 'iPhoneとAndroidの手順を順番にご案内',
  'help.faqPage.compatibilityTitle': '対応端末',
  'help.faqPage.compatibilityText': 'お使いのスマホがeSIMに対応しているか確認',
  'help.faqPage.howItWorksTitle': 'ご利用の流れ',
  'help.faqPage.howItWorksText': 'プラン選びからインターネット接続まで',
  'help.faqPage.questionsHeading': 'よくある質問',
  'help.faqPage.stillHeading': 'まだ疑問がありますか？',
  'help.faqPage.stillText': '24時間以内に、平均すると2時間以内にご返信します。',

  'help.installationPage.title': 'eSIMのインストール方法：iPhone・Androidガイド',
  'help.installationPage.description':
    'RoamlyのトラベルeSIMをiPhone、iPad、Androidにインストールする手順をご案内します。出発前にQRコードを読み取り、現地に着いたら開通させましょう。',
  'help.installationPage.eyebrow': 'インストールガイド',
  'help.installationPage.heading': 'eSIMのインストールは数分で完了',
  'help.installationPage.lead':
    '出発前にWi-Fiにつないだ状態で次の5つの手順を行い、現地に着いたらeSIMをオンにしてください。',
  'help.installationPage.importantHeading': '始める前にご確認ください',
  'help.installationPage.stepsHeading': 'お使いの端末を選んでください',
  'help.installationPage.beforeYouFlyHeading': '出発前の設定',
  'help.installationPage.helpHeading': 'お困りですか？',
  'help.installationPage.helpText':
    'うまくいかない場合でも、eSIMは削除しないでください。24時間365日対応のサポートチームが、順を追ってご案内します。',
  'help.installationTabs.label': 'お使いの端末',
  'help.installationTabs.iphone': 'iPhone / iPad',
  'help.installationTabs.android': 'Android',
  'help.installationTabs.iphoneStepsHeading': 'iPhone / iPadのインストール手順',
  'help.installationTabs.androidStepsHeading': 'Androidのインストール手順',

  'help.compatibilityPage.title': 'eSIM対応スマホ：iPhone、Samsung、Pixel',
  'help.compatibilityPage.description':
    'お使いのスマホがeSIMに対応しているか確認しましょう。RoamlyのトラベルeSIMが使えるiPhone、Samsung Galaxy、Google Pixelなどの機種と、確認方法をご紹介します。',
  'help.compatibilityPage.eyebrow': 'ご購入の前に',
  'help.compatibilityPage.heading': '対応端末',
  'help.compatibilityPage.lead':
    'eSIMに対応し、SIMロックが解除されたスマホが必要です。ここ数年に発売されたスマホなら、ほとんどが対応しています。',
  'help.compatibilityPage.howToCheckHeading': '確認方法',
  'help.compatibilityPage.onIphone': 'iPhoneの場合',
  'help.compatibilityPage.iphonePath': '「設定」→「モバイル通信」→「eSIMを追加」',
  'help.compatibilityPage.onAndroid': 'Androidの場合',
  'help.compatibilityPage.androidPath':
    '「設定」→「ネットワークとインターネット」→「SIM」→「SIMを追加」',
  'help.compatibilityPage.goToBefore': '',
  'help.compatibilityPage.goToAfter': 'を開きます。eSIMを追加できれば準備完了です。',
  'help.compatibilityPage.anyPhone': 'どのスマホでも',
  'help.compatibilityPage.dialBefore': 'または',
  'help.compatibilityPage.devicesHeading': '対応端末一覧',
  'help.compatibilityPage.devicesLead':
    'この一覧にある機種でも、SIMロックがかかったスマホではトラベルeSIMを使えません。',
  'help.compatibilityPage.notListedHeading': 'お使いの端末が一覧にない場合',
  'help.compatibilityPage.notListedText':
    'ご安心ください。2018年以降に発売された多くの端末はeSIMに対応しています。お使いの端末について確かめるには：',
  'help.compatibilityPage.askManufacturerStep': 'メーカーの情報を確認する',
  'help.compatibilityPage.eidStep': 'EIDがあるか確認する（*#06#に発信）',
  'help.compatibilityPage.contactManufacturerStep': 'メーカーに問い合わせる',

  // Dial *#06#: the sentence around the code and the EID, shared by the page and the checker.
  'help.eid.dialAfter': 'に発信します。',
  'help.eid.ifBefore': '',
  'help.eid.abbreviation': 'EID',
  'help.eid.expansion': 'eUICC識別番号',
  'help.eid.ifAfter': 'が表示されれば、そのスマホはeSIMに対応しています。',

  'help.deviceChecker.label': '対応端末チェッカー',
  'help.deviceChecker.searchLabel': 'お使いのスマホを確認',
  'help.deviceChecker.hint': 'メーカー名や機種名を入力すると、下の一覧が絞り込まれます。',
  'help.deviceChecker.placeholder': '例：iPhone 13、Galaxy S23、Pixel 7a',
  'help.deviceChecker.adviceHeading': 'ほかの確認方法',
  'help.deviceChecker.adviceLead':
    'それでも使える可能性があります。2018年以降に発売された多くのスマホはeSIMに対応しています。',
  'help.deviceChecker.dialBefore': '',
  'help.deviceChecker.settingsBefore': '「設定」に',
  'help.deviceChecker.settingsOption': '「eSIMを追加」',
  'help.deviceChecker.settingsAfter':
    'の項目があるか確認します（iPhone：「設定」→「モバイル通信」、Android：「設定」→「ネットワークとインターネット」→「SIM」）。',
  'help.deviceChecker.unlockedBefore': 'スマホが',
  'help.deviceChecker.unlocked': 'SIMロック解除済み',
  'help.deviceChecker.unlockedAfter': 'であることを確認します。',
  'help.deviceChecker.askManufacturer':
    'お使いの機種がeSIMに対応しているか、メーカーに問い合わせます。',
  // Set by the checker's script as the visitor types.
  'help.deviceStatus.notListed': '「{query}」は一覧にありません。',
  'help.deviceStatus.compatibleMatches.one': '「{query}」に一致する対応機種：{count}件',
  'help.deviceStatus.compatibleMatches.other': '「{query}」に一致する対応機種：{count}件',
  'help.deviceStatus.mixedMatches.one':
    '「{query}」に一致する機種：{count}件（対応{compatible}件、非対応{notCompatible}件）',
  'help.deviceStatus.mixedMatches.other':
    '「{query}」に一致する機種：{count}件（対応{compatible}件、非対応{notCompatible}件）',

  'help.deviceLists.otherBrands': 'その他のメーカー',
  'help.deviceLists.deviceCount.one': '{count}機種',
  'help.deviceLists.deviceCount.other': '{count}機種',
  'help.deviceLists.compatible': '対応',
  'help.deviceLists.notCompatible': '非対応',

  'help.stillUnsure.before': 'まだ迷っていますか？',
  'help.stillUnsure.link': 'ご購入前にサポートチームにご相談ください',
  'help.stillUnsure.after': '',

  'help.howItWorksPage.title': 'トラベルeSIMの使い方：かんたん4ステップ',
  'help.howItWorksPage.description':
    '渡航先を選び、データプランを選んで、メールで届くQRコードを読み取るだけ。RoamlyのトラベルeSIMなら、海外でも数分でインターネットにつながります。',
  'help.howItWorksPage.eyebrow': 'ご利用の流れ',
  'help.howItWorksPage.heading': 'かんたん4ステップで海外でもネットに',
  'help.howItWorksPage.lead':
    'プラスチックのSIMも、高額なローミング料金の心配もいりません。出発前にプリペイドのデータプランを購入すれば、着いたその瞬間からつながります。',
  'help.howItWorksPage.stepsHeading': '4つのステップ',
  'help.howItWorksPage.ctaHeading': '旅の準備はできましたか？',
  'help.howItWorksPage.ctaText':
    '190以上の国で使えるプランをご用意。有効期間は7日間、14日間、30日間で、開通した時点から始まります。',
  'help.howItWorksPage.browsePlans': 'プランを見る',
  'help.howItWorksPage.checkDevice': '対応端末を確認する',
} as const satisfies Translation<typeof english>;
