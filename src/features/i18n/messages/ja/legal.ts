/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': '規約・ポリシー',
  'legal.lastUpdated': '最終更新日：',
  'legal.tocLabel': 'このページの内容',
  'legal.tocSectionCount.one': '（全{count}項目）',
  'legal.tocSectionCount.other': '（全{count}項目）',
  // The final terms above checkout's pay button.
  'legal.finalTerms.heading': 'ご注文内容の最終確認',
  'legal.finalTerms.plan': 'プラン',
  'legal.finalTerms.allowance': 'データ容量・有効期間',
  'legal.finalTerms.allowanceValue': '{data}・{duration}（利用開始から）',
  'legal.finalTerms.quantity': '数量',
  'legal.finalTerms.total': '合計金額（税込）',
  'legal.finalTerms.payment': 'お支払い',
  'legal.finalTerms.paymentValue': '下のボタンを押した時点で、カードに請求されます',
  'legal.finalTerms.delivery': 'お届け',
  'legal.finalTerms.deliveryValue': 'お支払い完了後ただちに、メールと注文履歴でお届けします',
  'legal.finalTerms.contract': '契約期間',
  'legal.finalTerms.contractValue': '1回限りのご購入です（定期購入ではなく、自動更新はありません）',
  'legal.finalTerms.refunds':
    'eSIMをまだインストールしていなければ、購入から{days}日以内に注文履歴からキャンセルでき、全額を返金します。データを使用した後は返金できません。',
  'legal.finalTerms.termsLink': '返金・契約の撤回について：利用規約',
  'legal.finalTerms.disclosureLink': '特定商取引法に基づく表記',
} as const satisfies Translation<typeof english>;
