/** Prices as the shop shows them, without zod, so islands can format a price cheaply. */

/** '$15.00': prices are USD with two decimals on cards. */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}
