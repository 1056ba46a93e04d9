/**
 * The provider balance as the console shows it and the re-drive checks it: one `balance` call,
 * compared with PROVIDER_BALANCE_ALERT (in the balance's currency), and the owners' alert noted.
 */
import { providerBalanceAlert } from '../../lib/env.ts';
import { toMinorUnits } from '../../lib/money.ts';
import {
  ProviderError,
  type EsimProvider,
  type ProviderBalance,
} from '../esim-provider/provider.ts';
import type { QueueOptions } from '../mail/mail-queue.server.ts';
import { noteProviderBalance } from './balance-alerts.server.ts';
import { EsimProviderNotConfiguredError, getEsimProvider } from './providers/provider.server.ts';

export type BalanceReading =
  | { ok: true; balance: ProviderBalance; low: boolean; threshold: ProviderBalance | null }
  | { ok: false; reason: 'provider-not-configured' | 'provider-unreachable' };

/** The balance now, whether it is below the alert level, and that level (null: no alert set). */
export async function readProviderBalance(
  provider: () => EsimProvider = getEsimProvider,
  options: QueueOptions = {},
): Promise<BalanceReading> {
  const readStartedAt = Date.now();
  let balance: ProviderBalance;
  try {
    balance = await provider().balance();
  } catch (error) {
    if (error instanceof EsimProviderNotConfiguredError)
      return { ok: false, reason: 'provider-not-configured' };
    if (!(error instanceof ProviderError)) throw error;
    console.error(`The provider balance could not be read: ${error.message}`);
    return { ok: false, reason: 'provider-unreachable' };
  }
  const alert = providerBalanceAlert();
  const thresholdMinor = alert === undefined ? null : toMinorUnits(alert, balance.currency);
  if (thresholdMinor === null) return { ok: true, balance, low: false, threshold: null };
  try {
    await noteProviderBalance({ balance, thresholdMinor, readStartedAt }, options);
  } catch (error) {
    // The balance is still worth showing; the next reading notes it again.
    console.error(
      `The provider balance alert could not be recorded: ${error instanceof Error ? error.message : error}`,
    );
  }
  return {
    ok: true,
    balance,
    low: balance.amountMinor < thresholdMinor,
    threshold: { amountMinor: thresholdMinor, currency: balance.currency },
  };
}

/** The re-drive's step: reads the balance for the alert, only when an alert level is set. */
export async function checkProviderBalanceAlert(
  provider: () => EsimProvider = getEsimProvider,
): Promise<string> {
  if (providerBalanceAlert() === undefined) return 'no alert level set';
  const reading = await readProviderBalance(provider);
  if (!reading.ok) return reading.reason;
  return reading.low ? 'below the alert level' : 'at or above the alert level';
}
