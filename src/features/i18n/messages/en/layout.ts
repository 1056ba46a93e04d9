/** The page shell: skip link, header, footer. */
export default {
  'layout.skipToContent': 'Skip to content',
} as const;
