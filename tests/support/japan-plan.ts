import type { PlanSnapshot } from '../../src/features/orders/order.ts';

/** The plan most tests buy: Japan, 5 GB for 7 days at $18.50, as a catalogue without bundles. */
export const JAPAN_5GB_PLAN_WITHOUT_BUNDLE: PlanSnapshot = {
  id: 'jp-5gb-7d',
  name: '5GB 7 Days',
  country: 'Japan',
  countryCode: 'JP',
  data: '5GB',
  duration: '7 Days',
  price: 18.5,
};

/** The same plan with its eSIM Go bundle name. */
export const JAPAN_5GB_PLAN: PlanSnapshot = {
  ...JAPAN_5GB_PLAN_WITHOUT_BUNDLE,
  bundle: 'esim_5GB_7D_JP_V2',
};
