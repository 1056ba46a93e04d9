import type { APIRoute } from 'astro';
import { writePlanWorkbook, XLSX_CONTENT_TYPE } from '../../features/admin/plan-workbook.server.ts';
import type { Plan } from '../../features/catalogue/plan.ts';

export const prerender = true;

/** A starting point for the admin's spreadsheet: the header and one row of each kind. */
const examples: Plan[] = [
  { id: 'x', name: '5GB 7 Days', country: 'Japan', countryCode: 'JP', data: '5GB', duration: '7 Days', price: 15, popular: true, coveredCountries: [] },
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

export const GET: APIRoute = async () => new Response(await writePlanWorkbook(examples), { headers: { 'Content-Type': XLSX_CONTENT_TYPE } });
