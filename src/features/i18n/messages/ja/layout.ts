/** The page shell: skip link, page title, header, mobile menu, footer and the not-found page. */
import type { Translation } from '../index.ts';
import type english from '../en/layout.ts';

export default {
  'layout.skipToContent': '本文へスキップ',
  'layout.siteName': 'Roamly',
  'layout.pageTitle': '{title} | Roamly',

  'layout.nav.main': 'メインメニュー',
  'layout.nav.mobile': 'モバイルメニュー',
  'layout.nav.home': 'ホーム',
  'layout.nav.countries': '渡航先',
  'layout.nav.howItWorks': 'ご利用の流れ',
  'layout.nav.installation': 'インストール方法',
  'layout.nav.contact': 'お問い合わせ',
  'layout.nav.blog': 'ブログ',
  'layout.nav.faq': 'よくある質問',

  'layout.search.form': 'サイト内検索',
  'layout.search.menuForm': 'サイト内検索（メニュー）',
  'layout.search.field': '渡航先を検索',
  'layout.search.placeholder': 'どちらへお出かけですか？',

  'layout.currencyPicker': '通貨',
  'layout.theme.toDark': 'ダークテーマに切り替え',
  'layout.theme.toLight': 'ライトテーマに切り替え',
  'layout.menu.open': 'メニューを開く',
  'layout.menu.close': 'メニューを閉じる',

  'layout.language.switcher': '言語',
  'layout.language.suggestionLabel': '言語のご案内',
  'layout.language.suggestion': 'このページは日本語でもご覧いただけます',
  'layout.language.dismiss': '閉じる',

  'layout.account.orders': '注文履歴',
  'layout.account.account': 'マイアカウント',
  'layout.account.signIn': 'ログイン',
  'layout.account.signUp': '新規登録',
  'layout.account.signOut': 'ログアウト',

  'layout.footer.tagline':
    '190以上の渡航先で使えるプリペイドのデータeSIM。出発前にインストールして、着いたらすぐつながる。',
  'layout.footer.popular': '人気のeSIM',
  'layout.footer.usa': 'アメリカのeSIM',
  'layout.footer.uk': 'イギリスのeSIM',
  'layout.footer.spain': 'スペインのeSIM',
  'layout.footer.france': 'フランスのeSIM',
  'layout.footer.help': 'ヘルプ',
  'layout.footer.installation': 'インストールガイド',
  'layout.footer.compatibility': '対応端末',
  'layout.footer.helpCenter': 'ヘルプセンター',
  'layout.footer.contact': 'お問い合わせ',
  'layout.footer.company': '会社情報',
  'layout.footer.destinations': 'すべての渡航先',
  'layout.footer.privacy': 'プライバシーポリシー',
  'layout.footer.terms': '利用規約',
  'layout.footer.cookies': 'Cookieポリシー',
  'layout.footer.commercialDisclosure': '特定商取引法に基づく表記',
  'layout.footer.notice':
    '© {year} Roamly　データ通信専用のeSIMです（音声通話・SMSは非対応）。価格は選択した通貨で表示されます。',

  'layout.notFound.title': '404 ページが見つかりません',
  'layout.notFound.description':
    'お探しのページは存在しません。ホームに戻るか、トラベルeSIMの渡航先を探すか、Roamlyサポートにお問い合わせください。',
  'layout.notFound.text': 'お探しのページは見つかりませんでした。',
  'layout.notFound.home': 'ホーム',
  'layout.notFound.homeText': 'ホームページからやり直す',
  'layout.notFound.browse': '渡航先を探す',
  'layout.notFound.browseText': '190以上の国で使えるeSIMを見つける',
  'layout.notFound.contact': 'サポートに問い合わせる',
  'layout.notFound.contactText': '24時間以内にご返信します。',
} as const satisfies Translation<typeof english>;
