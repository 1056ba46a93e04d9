/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': '規約・ポリシー',
  'legal.lastUpdated': '最終更新日：',
  'legal.tocLabel': 'このページの内容',
  'legal.tocSectionCount.one': '（全{count}項目）',
  'legal.tocSectionCount.other': '（全{count}項目）',
} as const satisfies Translation<typeof english>;
