/** The rows of the admin's template spreadsheet: one plan of each kind, as a starting point. */
import type { Plan } from '../../catalogue/plan.ts';

export const TEMPLATE_PLANS: readonly Plan[] = [
  {
    id: 'x',
    name: '5GB 7 Days',
    country: 'Japan',
    countryCode: 'JP',
    data: '5GB',
    duration: '7 Days',
    price: 15,
    popular: true,
    coveredCountries: [],
  },
  {
    id: 'x',
    name: '10GB 30 Days',
    country: 'United States of America',
    countryCode: 'US',
    data: '10GB',
    duration: '30 Days',
    price: 24,
    popular: false,
    coveredCountries: [],
  },
  {
    id: 'x',
    name: '10GB 14 Days',
    country: 'Europe Lite',
    countryCode: 'FR,DE,IT',
    data: '10GB',
    duration: '14 Days',
    price: 28,
    popular: false,
    coveredCountries: ['FR', 'DE', 'IT'],
  },
];
