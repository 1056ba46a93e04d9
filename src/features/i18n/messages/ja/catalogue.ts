/** The list of destinations, a country's and a region's plans, and the cards they show. */
import type { Translation } from '../index.ts';
import type english from '../en/catalogue.ts';

export default {
  'catalogue.countryCard.plans.one': '{count}件のプラン',
  'catalogue.countryCard.plans.other': '{count}件のプラン',
  'catalogue.regionCard.countries.one': '{count}か国',
  'catalogue.regionCard.countries.other': '{count}か国',

  'catalogue.plan.popular': '一番人気',
  'catalogue.plan.multiCountry': '周遊',
  'catalogue.plan.instant': '即時発行',
  'catalogue.plan.worksIn.one': '{count}か国で利用可能',
  'catalogue.plan.worksIn.other': '{count}か国で利用可能',
  'catalogue.plan.coveredSeparator': '、',
  'catalogue.plan.oneTimePayment': '1回払い',
  'catalogue.plan.buy': 'eSIMを購入する',
  // Read after 'Get eSIM Now' by screen readers only.
  'catalogue.plan.buyDetails': '：{plan}、{country}',
  'catalogue.plan.signInTitle': 'ログインが必要です',
  'catalogue.plan.signInText': 'このeSIMプランを購入するにはログインしてください。',
  // What search engines are told about each plan (schema.org Product).
  'catalogue.plan.productName': '{country} eSIM {plan}',
  'catalogue.plan.productDescription':
    '{country}で使えるプリペイドのデータeSIM：{data}、利用開始から{duration}有効。{price}の1回払い。',
  'catalogue.plan.productCategory': 'トラベルeSIM',

  'catalogue.facts.networks': 'ネットワーク：{networks}',
  'catalogue.facts.hotspotAllowed': 'テザリング可',
  'catalogue.facts.noHotspot': 'テザリング不可',
  'catalogue.facts.startsOnConnection': '有効期間は渡航先で初めて接続したときから始まります',
  'catalogue.facts.startsOnInstallation': '有効期間はeSIMをインストールしたときから始まります',
  'catalogue.facts.fairUse': '1日{amount}まで高速、その後は{speed}',
  'catalogue.facts.fairUseSpeed': '速度制限後は{speed}',
  'catalogue.facts.mbps': '{speed}Mbps',
  'catalogue.facts.kbps': '{speed}kbps',

  'catalogue.planLabel.unlimited': '無制限',
  'catalogue.planLabel.days.one': '{count}日間',
  'catalogue.planLabel.days.other': '{count}日間',
  'catalogue.planLabel.label': '{data}・{duration}',

  'catalogue.countries.title': 'すべての渡航先：190以上の国で使えるeSIM',
  'catalogue.countries.description.one':
    '{count}の渡航先と12の周遊プランから、旅行用のプリペイドeSIMを探せます。国名で検索し、データプランを比べて、オンラインで購入できます。',
  'catalogue.countries.description.other':
    '{count}の渡航先と12の周遊プランから、旅行用のプリペイドeSIMを探せます。国名で検索し、データプランを比べて、オンラインで購入できます。',
  'catalogue.countries.heading': '渡航先を選ぶ',
  'catalogue.countries.lead':
    '旅程のすべての国に対応したプリペイドのデータeSIM。旅全体を1つでまかなえる周遊プランもあります。',
  'catalogue.countries.countriesHeading': '国',
  'catalogue.countries.regionsHeading': '周遊プラン',
  'catalogue.search.label': '国を検索',
  'catalogue.search.placeholder': '国名で検索…',
  'catalogue.search.empty': '「{query}」に一致する国は見つかりませんでした。',
  'catalogue.search.found.one': '{count}件の渡航先が見つかりました',
  'catalogue.search.found.other': '{count}件の渡航先が見つかりました',

  'catalogue.country.title': '{country}のeSIM：旅行用プリペイドデータプラン',
  'catalogue.country.description.one':
    '{country}で使えるトラベルeSIMを{price}からオンラインで購入。{count}件のデータプラン、QRコードを即時お届け、ローミング料金なし。',
  'catalogue.country.description.other':
    '{country}で使えるトラベルeSIMを{price}からオンラインで購入。{count}件のデータプラン、QRコードを即時お届け、ローミング料金なし。',
  'catalogue.country.descriptionNoPlans':
    '{country}で使えるトラベルeSIMのデータプラン。QRコードを即時お届け、ローミング料金なし。',
  'catalogue.country.allCountries': 'すべての国',
  // The destination's greeting in its own language, from the catalogue's presentation ('Bonjour').
  'catalogue.country.greeting': '{greeting}！',
  'catalogue.country.heading': '{country}のeSIM',
  'catalogue.country.strap': 'プリペイドのデータ通信、すぐに使える',
  'catalogue.country.strapWithLandmark':
    '{landmark}から、その先まで。プリペイドのデータ通信がすぐに使えます',
  'catalogue.country.plansHeading.one': '{count}件のeSIMプラン',
  'catalogue.country.plansHeading.other': '{count}件のeSIMプラン',
  'catalogue.country.dataOnly':
    'データ通信専用です。有効期間は、渡航先でeSIMが初めて接続したときから始まります。',
  'catalogue.country.dataOnlyEachPlan':
    'データ通信専用です。有効期間がいつ始まるかは、プランごとに記載しています。',
  'catalogue.country.noPlans': 'この国のプランはまだありません。',

  'catalogue.region.title': '{region}のeSIMプラン',
  'catalogue.region.description.one':
    '{region}周遊eSIM：{count}か国で使えるプリペイドのデータプランが{price}から。QRコードを即時お届け。',
  'catalogue.region.description.other':
    '{region}周遊eSIM：{count}か国で使えるプリペイドのデータプランが{price}から。QRコードを即時お届け。',
  'catalogue.region.descriptionNoPrice.one':
    '{region}周遊eSIM：{count}か国で使えるプリペイドのデータプラン。QRコードを即時お届け。',
  'catalogue.region.descriptionNoPrice.other':
    '{region}周遊eSIM：{count}か国で使えるプリペイドのデータプラン。QRコードを即時お届け。',
  'catalogue.region.backHome': 'ホームに戻る',
  'catalogue.region.statCountries': '対象国',
  'catalogue.region.statPlans': 'プラン数',
  'catalogue.region.statInstant': '即時',
  'catalogue.region.statActivation': '開通',
  'catalogue.region.choosePlan': '{region}のプランを選ぶ',
  'catalogue.region.noPlans': 'この地域のプランはまだありません。',
  'catalogue.region.countriesHeading': 'このプランの対象国',
} as const satisfies Translation<typeof english>;
