/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Legal',
  'legal.lastUpdated': 'Última actualización:',
  'legal.tocLabel': 'En esta página',
  'legal.tocSectionCount.one': '({count} apartado)',
  'legal.tocSectionCount.other': '({count} apartados)',
} as const satisfies Translation<typeof english>;
