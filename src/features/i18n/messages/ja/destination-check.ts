/** The checkout's word on destinations travellers confuse: where this one lies, and its namesakes. */
import type { Translation } from '../index.ts';
import type english from '../en/destination-check.ts';

export default {
  'checkout.confusable.heading': '行き先をご確認ください',
  'checkout.confusable.notOther': 'お探しなのは{country}ですか？',
  'checkout.confusable.usStateGeorgia': 'アメリカのジョージア州をお探しですか？ {country}',
  'checkout.confusable.usStateNewJersey': 'アメリカのニュージャージー州をお探しですか？ {country}',
  'checkout.area.centralEurope': '中央ヨーロッパ',
  'checkout.area.northernEurope': '北ヨーロッパ',
  'checkout.area.westernEurope': '西ヨーロッパ',
  'checkout.area.balkans': 'バルカン半島',
  'checkout.area.caucasus': 'コーカサス地方',
  'checkout.area.channelIslands': 'チャンネル諸島',
  'checkout.area.westAfrica': '西アフリカ',
  'checkout.area.centralAfrica': '中部アフリカ',
  'checkout.area.northeastAfrica': '北東アフリカ',
  'checkout.area.southernAfrica': '南部アフリカ',
  'checkout.area.indianOcean': 'インド洋',
  'checkout.area.caribbean': 'カリブ海',
  'checkout.area.eastAsia': '東アジア',
  'checkout.area.southeastAsia': '東南アジア',
  'checkout.area.oceania': 'オセアニア',
} as const satisfies Translation<typeof english>;
