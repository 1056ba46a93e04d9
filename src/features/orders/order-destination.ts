/**
 * The keys an order is found under by destination: its country's name, and its country code when
 * it is one country (a region's code is a list). Shared by the index and the console's filter.
 */
import { searchKeyOf } from '../../lib/search-text.ts';

export function destinationKeysOf(plan: { country: string; countryCode: string }): string[] {
  const keys = [searchKeyOf(plan.country)];
  if (/^[A-Za-z]{2}$/.test(plan.countryCode)) keys.push(plan.countryCode.toLowerCase());
  return [...new Set(keys.filter((key) => key.length > 0))];
}

/** The key a typed destination ('JP', 'Japan', 'bosnia & herzegovina') is looked up under. */
export function destinationKeyOf(typed: string): string {
  return searchKeyOf(typed);
}
