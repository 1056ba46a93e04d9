/**
 * The mobile network generations a plan's facts name, oldest first. Apart from the facts' schema so
 * the console and the checkout read them without loading zod.
 */
export const networkGenerations = ['2G', '3G', '4G', '5G'] as const;
export type NetworkGeneration = (typeof networkGenerations)[number];
