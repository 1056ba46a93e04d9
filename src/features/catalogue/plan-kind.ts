/** Whether a plan is a regional bundle, without zod: islands ask it too. */

/** A plan that covers several countries, sold under its region's name. */
export function isMultiCountry(plan: {
  coveredCountries: readonly string[];
  countryCode: string;
}): boolean {
  return plan.coveredCountries.length > 1 || plan.countryCode.includes(',');
}
