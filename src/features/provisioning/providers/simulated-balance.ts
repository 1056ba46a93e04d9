/**
 * The simulated provider's prepaid balance: it starts at USD 500 and each bundle it sold costs
 * its price list's figure until the bundle is revoked (a refund gives it back). Prices are made up
 * from the bundle's name, well under the shop's own, so a local purchase visibly moves the balance.
 */
import type { ProviderBalance } from '../../esim-provider/provider.ts';
import type { SimulatedBundle } from './simulated-usage.ts';

const SIMULATED_CURRENCY = 'USD';
export const SIMULATED_STARTING_BALANCE_MINOR = 50_000;

/** What the simulator charges for `bundle`, in cents: 50 + 60 a GB + 5 a day (`3GB_7D`: $2.65). */
export function simulatedBundleCostMinor(bundle: string): number {
  const size = /_(\d+)GB_(\d+)D_/i.exec(bundle);
  if (!size) return 500;
  return 50 + 60 * Number(size[1]) + 5 * Number(size[2]);
}

/** The balance after selling `bundles`: the start less every bundle not revoked. */
export function simulatedBalance(bundles: SimulatedBundle[]): ProviderBalance {
  const spent = bundles
    .filter((bundle) => bundle.revokedAt === undefined)
    .reduce((sum, bundle) => sum + simulatedBundleCostMinor(bundle.bundle), 0);
  return { amountMinor: SIMULATED_STARTING_BALANCE_MINOR - spent, currency: SIMULATED_CURRENCY };
}
