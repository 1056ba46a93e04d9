/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Note legali',
  'legal.lastUpdated': 'Ultimo aggiornamento:',
  'legal.tocLabel': 'In questa pagina',
  'legal.tocSectionCount.one': '({count} sezione)',
  'legal.tocSectionCount.other': '({count} sezioni)',
} as const satisfies Translation<typeof english>;
