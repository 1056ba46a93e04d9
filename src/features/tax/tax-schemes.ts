/** The registrations the shop can collect tax under: the EU's One-Stop Shop, the UK, Japan. */
export const taxSchemes = ['eu-oss', 'uk', 'jp'] as const;
export type TaxScheme = (typeof taxSchemes)[number];
