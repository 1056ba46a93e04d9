/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
import type { Translation } from '../index.ts';
import type english from '../en/legal.ts';

export default {
  'legal.eyebrow': 'Rechtliches',
  'legal.lastUpdated': 'Zuletzt aktualisiert:',
  'legal.tocLabel': 'Auf dieser Seite',
  'legal.tocSectionCount.one': '({count} Abschnitt)',
  'legal.tocSectionCount.other': '({count} Abschnitte)',
} as const satisfies Translation<typeof english>;
