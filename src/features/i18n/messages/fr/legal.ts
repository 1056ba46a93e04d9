/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Informations légales',
  'legal.lastUpdated': 'Dernière mise à jour :',
  'legal.tocLabel': 'Sur cette page',
  'legal.tocSectionCount.one': '({count} section)',
  'legal.tocSectionCount.other': '({count} sections)',
} as const satisfies Translation<typeof english>;
