/**
 * What a staff refund covers: the whole order, or only what the provider gives back. Apart from
 * its schema (staff-refund.ts), so the console's order page loads no zod.
 */
export const refundScopes = ['whole', 'provider-refundable'] as const;
export type RefundScope = (typeof refundScopes)[number];
