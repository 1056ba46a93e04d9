/** The legal pages' own frame (terms, privacy, cookies); the policies' text is content. */
export default {
  'legal.eyebrow': 'Legal',
  'legal.lastUpdated': 'Last updated:',
  'legal.tocLabel': 'On this page',
  'legal.tocSectionCount.one': '({count} section)',
  'legal.tocSectionCount.other': '({count} sections)',
} as const;
