/** The home page, section by section. */
import type { Translation } from '../index.ts';
import type english from '../en/home.ts';

export default {
  'home.title': '190以上の国で使えるトラベルeSIMデータプラン | Roamly',
  'home.description':
    '190以上の国と地域で使える、旅行用プリペイドeSIMのデータプラン。すぐに開通、SIMカードの差し替え不要、WhatsAppの番号もそのまま。24時間365日サポート。',

  'home.hero.eyebrow': '旅行用プリペイドeSIM',
  // The heading's highlighted words, with what comes before and after them.
  'home.hero.titleBefore': '',
  'home.hero.titleHighlight': '190以上の国と地域',
  'home.hero.titleAfter': 'で、すぐつながる',
  'home.hero.lead':
    '旅行用のプリペイドデータが数分で準備完了。出発前にインストールしておけば、着いたその瞬間からインターネットに。帰国後に高額なローミング料金が届くこともありません。',
  'home.hero.searchForm': '渡航先の検索',
  'home.hero.searchLabel': '国・地域',
  'home.hero.searchPlaceholder': '国や地域を検索',
  'home.hero.searchButton': '検索',
  'home.hero.rating': '4.8/5',
  'home.hero.reviews': '（5万件以上のレビュー）',
  'home.hero.claimTravellers': '1,000万人以上の旅行者',
  'home.hero.claimInstant': 'すぐに開通',
  'home.hero.claimNoSim': 'SIMカード不要',

  // The phone drawn beside the hero: an example eSIM in use.
  'home.visual.destination': '日本',
  'home.visual.plan': '5GB・7日間',
  'home.visual.active': '利用中',
  'home.visual.dataLeft': '残りデータ',
  'home.visual.dataLeftAmount': '3.4 GB',
  'home.visual.daysLeft': '6日',
  'home.visual.remaining': '残り日数',
  'home.visual.lines': '2回線',
  'home.visual.linesDetail': 'eSIM＋普段のSIM',
  'home.visual.arrivalLine1': '到着したら',
  'home.visual.arrivalLine2': 'すぐ開通',
  'home.visual.plasticLine1': 'SIMカードの',
  'home.visual.plasticLine2': '差し替え不要',

  'home.featured.heading': '注目の渡航先',
  'home.featured.lead': '1か国用のeSIMも、国境を越えて使える周遊プランもあります。',
  'home.featured.tabs': '注目の渡航先',
  'home.featured.popular': '人気',
  'home.featured.regional': '周遊プラン',
  'home.featured.countries': '国',
  'home.featured.promo': 'ハッジ・キャンペーン',
  'home.featured.viewAll.one': '{count}か国すべてを見る',
  'home.featured.viewAll.other': '{count}か国すべてを見る',

  'home.benefits.eyebrow': 'Roamlyが選ばれる理由',
  'home.benefits.heading': '初日からオンライン、現地の人のように旅しよう',
  'home.benefits.lead':
    'SIMカードを差し替えたり、空港のカウンターに並んだりせずに、海外で必要な通信がすべてそろいます。',
  'home.benefits.dataTitle': 'たっぷりのデータ、予想外の請求なし',
  'home.benefits.dataText':
    '3GB～20GB以上のデータを、7日間・14日間・30日間から定額で選べます。帰国後にローミング料金を請求される心配もありません。',
  'home.benefits.appsTitle': 'いつものアプリがそのまま使える',
  'home.benefits.appsText':
    '地図、メッセージ、配車、翻訳、銀行アプリも、普段と同じように使えます。',
  'home.benefits.numberTitle': 'メッセージアプリの番号はそのまま',
  'home.benefits.numberText':
    'WhatsAppやiMessageは普段の回線のまま。家族や友人からの連絡もいつもどおり届きます。',
  'home.benefits.supportTitle': '24時間365日サポート',
  'home.benefits.supportText':
    'どのタイムゾーンにいても、ライブチャットとメールでいつでもサポートします。',
  'home.benefits.speedTitle': '高速インターネット',
  'home.benefits.speedText': '信頼できる現地ネットワークの4G、対応エリアでは5Gに接続できます。',
  'home.benefits.dualSimTitle': '1台のスマホで2つのSIM',
  'home.benefits.dualSimText':
    'デュアルSIMに対応。通話とSMSは手持ちのSIMで、データ通信はeSIMで使えます。',

  'home.eco.eyebrow': '地球にもやさしく',
  'home.eco.heading': 'プラスチックのSIMも、配送もなし。',
  'home.eco.text':
    'eSIMは荷物ではなくダウンロードで届きます。郵送するものも、捨てるものも、途中でなくすものもありません。',
  'home.eco.noPlastic': 'プラスチックのSIMカードなし',
  'home.eco.noShipping': '梱包も配送もなし',
  'home.eco.byEmail': '数分でメールにお届け',
  'home.eco.buy': 'eSIMを購入する',

  'home.trust.heading': '世界中の旅行者に選ばれています',
  'home.trust.rating': '4.5/5',
  'home.trust.ratingWord': '高評価',
  'home.trust.satisfaction': '98%',
  'home.trust.satisfactionWord': '満足度',
  'home.trust.securePayment': '安全なお支払い',
  'home.trust.card': 'クレジットカード',
  'home.trust.mobileWallet': 'モバイルウォレット',
  'home.trust.payWallet': 'スマホ決済',

  'home.testimonials.eyebrow': 'レビュー',
  'home.testimonials.heading': '旅行者に愛されています',
  'home.testimonials.carousel': 'お客様の声',
  // What a screen reader calls the carousel and each of its slides.
  'home.testimonials.carouselRole': 'カルーセル',
  'home.testimonials.slideRole': 'スライド',
  'home.testimonials.slide': '{count}件中{index}件目',
  'home.testimonials.verified': '認証済みの旅行者',
  'home.testimonials.previous': '前のレビュー',
  'home.testimonials.next': '次のレビュー',

  'home.steps.eyebrow': 'ご利用の流れ',
  'home.steps.heading': 'かんたん3ステップでオンライン',
  'home.steps.findTitle': '渡航先を探す',
  'home.steps.findText': '訪れる国や地域を検索し、必要なデータ容量と日数を選びます。',
  'home.steps.findLink': 'お使いのスマホが対応しているか確認',
  'home.steps.installTitle': 'eSIMをインストール',
  'home.steps.installText':
    'QRコードと手順ガイドがメールで届きます。ガイドに沿って、出発前にeSIMをインストールしてください。',
  'home.steps.activateTitle': '到着したら開通',
  'home.steps.activateText':
    '現地に着いたら、eSIMの回線とデータローミングをオンに。すぐにインターネットにつながり、ここから有効期間が始まります。',
  'home.steps.viewAll': 'すべての渡航先を見る',

  'home.faq.heading': 'よくある質問',
  'home.faq.lead': 'eSIM、設定、プランについての疑問にすぐお答えします。',
  'home.faq.stillUnsure': 'まだ疑問がありますか？',
  'home.faq.contact': 'サポートチームに問い合わせる',

  'home.cta.heading': '次の旅の準備はできましたか？',
  'home.cta.lead':
    '1分でプランを選んで自宅でインストール。190以上の国で、着いたらすぐにつながります。',
  'home.cta.browse': 'プランを見る',
  'home.cta.learnMore': '詳しく見る',
  // Read after 'Learn More' by screen readers only.
  'home.cta.learnMoreDetail': '（Roamlyのご利用の流れ）',
} as const satisfies Translation<typeof english>;
