/**
 * The local default provider, with no account or network: its eSIMs derive from the order id, so
 * ordering twice gives the same eSIM, and bundles are played over time so top-ups, usage and
 * refunds behave as on eSIM Go (docs/decisions/0009-ports-with-local-stand-ins.md).
 */
import { sha256Hex } from '../../../lib/hash.ts';
import {
  ProviderError,
  type EsimAssignment,
  type EsimProvider,
  type ProvisionResult,
} from '../../esim-provider/provider.ts';
import { luhnCheckDigit } from '../../../lib/luhn.ts';
import {
  addSimulatedBundle,
  findSimulatedBundle,
  findSimulatedPhone,
  listEverySimulatedBundle,
  listSimulatedBundles,
  revokeSimulatedBundle,
} from './simulated-esims.server.ts';
import { simulatedBalance } from './simulated-balance.ts';
import { simulatedUsage, type SimulatedUsageSettings } from './simulated-usage.ts';
import { postSimulatedCallbacks } from './simulated-callbacks.server.ts';
import type { Plan } from '../../catalogue/plan.ts';
import { loadCatalogue, shippedDefaultCatalogue } from '../../catalogue/catalogue.server.ts';

const SIMULATED_SMDP_ADDRESS = 'smdp.simulated.roamly.example';
/** 89 (telecom) + 88 (international networks): never a real operator's range. */
const ICCID_PREFIX = '8988';
const ICCID_LENGTH = 19;
const REFERENCE_PATTERN = /^sim-[0-9a-f]{12}$/;

export interface SimulatedProviderOptions {
  latencyMs: number;
  /** Chance (0..1) that an order fails, retryably. */
  failureRate: number;
  /** Uniform in [0, 1); injectable so tests decide the failures. */
  random?: () => number;
  /** How the phone uses the eSIM; by default installed after 2 minutes, 50 MB a minute. */
  usage?: SimulatedUsageSettings;
  /** The clock of usage; injectable so tests move time instead of waiting. */
  now?: () => number;
  /**
   * Post eSIM Go's usage callbacks to this site when usage is read (simulated-callbacks.server.ts);
   * off unless asked for.
   */
  postCallbacks?: boolean;
  /**
   * The plans whose bundles make the catalogue; by default the live catalogue's and the shipped
   * default's.
   */
  cataloguePlans?: () => Promise<readonly Plan[]>;
}

const shopPlans = async () => [
  ...(await loadCatalogue()).plans,
  ...(await shippedDefaultCatalogue()).plans,
];

const DEFAULT_USAGE: SimulatedUsageSettings = {
  installAfterMs: 2 * 60_000,
  bytesPerMinute: 50_000_000,
};

/** The reference the simulator gives an order: the same order always gets the same one. */
function simulatedReference(orderId: string): string {
  return `sim-${sha256Hex(orderId).slice(0, 12)}`;
}

/** The eSIM behind a simulated reference, re-derived on every call. */
function simulatedEsim(providerReference: string): EsimAssignment {
  const hash = sha256Hex(providerReference);
  const payloadLength = ICCID_LENGTH - ICCID_PREFIX.length - 1;
  const body = (BigInt(`0x${hash}`) % 10n ** BigInt(payloadLength))
    .toString()
    .padStart(payloadLength, '0');
  const payload = ICCID_PREFIX + body;
  const hex = hash.slice(-12).toUpperCase();
  return {
    iccid: `${payload}${luhnCheckDigit(payload)}`,
    smdpAddress: SIMULATED_SMDP_ADDRESS,
    matchingId: `K2-${hex.slice(0, 6)}-${hex.slice(6)}`,
  };
}

/** The destination part of a bundle name (`esim_5GB_7D_JP_V2` → `JP`). */
const destinationOf = (bundle: string) =>
  /_\d+D_([A-Z0-9-]+)_/i.exec(bundle)?.[1]?.toUpperCase() ?? null;

export function createSimulatedProvider({
  latencyMs,
  failureRate,
  random = Math.random,
  usage: usageSettings = DEFAULT_USAGE,
  now = Date.now,
  postCallbacks = false,
  cataloguePlans = shopPlans,
}: SimulatedProviderOptions): EsimProvider {
  if (!(latencyMs >= 0)) throw new Error('The simulated latency must be 0 ms or more');
  if (!(failureRate >= 0 && failureRate <= 1))
    throw new Error('The simulated failure rate must be between 0 and 1');
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, latencyMs));
  const failMaybe = () => {
    if (random() < failureRate)
      throw new ProviderError('Simulated provider failure', { retryable: true });
  };

  return {
    name: 'simulated',

    async balance() {
      await wait();
      return simulatedBalance(await listEverySimulatedBundle());
    },

    async order({ orderId, bundle }): Promise<ProvisionResult> {
      await wait();
      failMaybe();
      const providerReference = simulatedReference(orderId);
      const esim = simulatedEsim(providerReference);
      await addSimulatedBundle(esim.iccid, { bundle, providerReference, assignedAt: now() });
      return { kind: 'assigned', providerReference, esim };
    },

    async lookup(providerReference): Promise<ProvisionResult | null> {
      await wait();
      if (!REFERENCE_PATTERN.test(providerReference)) return null;
      return { kind: 'assigned', providerReference, esim: simulatedEsim(providerReference) };
    },

    async usage(iccid) {
      await wait();
      const bundles = await listSimulatedBundles(iccid);
      if (bundles.length === 0) return null;
      const current = simulatedUsage(iccid, bundles, now(), usageSettings);
      if (postCallbacks) await postSimulatedCallbacks(current);
      return current;
    },

    async location(iccid) {
      await wait();
      const placed = await findSimulatedPhone(iccid);
      if (placed) return placed;
      // Unplaced, the phone is where its first bundle goes once installed (a country code only).
      const bundles = await listSimulatedBundles(iccid);
      const current = simulatedUsage(iccid, bundles, now(), usageSettings);
      const first = bundles.sort((a, b) => a.assignedAt - b.assignedAt)[0];
      const country = first ? destinationOf(first.bundle) : null;
      const seen = current.firstInstalledAt !== null && country !== null && country.length === 2;
      return {
        countryCode: seen ? country : null,
        mobileNetworkCode: null,
        networkName: seen ? 'Simulated' : null,
        networkBrandName: null,
        lastSeenAt: seen ? new Date(now()).toISOString() : null,
      };
    },

    async isCompatible(iccid, bundle) {
      await wait();
      const [first] = (await listSimulatedBundles(iccid)).sort(
        (a, b) => a.assignedAt - b.assignedAt,
      );
      return (
        first !== undefined &&
        destinationOf(first.bundle) !== null &&
        destinationOf(first.bundle) === destinationOf(bundle)
      );
    },

    async topUp({ orderId, iccid, bundle }) {
      await wait();
      failMaybe();
      // eSIM Go refuses (400 / 403) an ICCID that is not the account's, and with allowReassign
      // false never makes a new eSIM.
      if ((await listSimulatedBundles(iccid)).length === 0)
        throw new ProviderError(`Simulated provider: unknown eSIM ${iccid}`, { retryable: false });
      const providerReference = simulatedReference(orderId);
      await addSimulatedBundle(iccid, { bundle, providerReference, assignedAt: now() });
      return { providerReference };
    },

    async lookupTopUp(providerReference, iccid) {
      await wait();
      return (await findSimulatedBundle(iccid, providerReference)) === null ? null : true;
    },

    async refundBundle({ iccid, bundle, assignmentId, dryRun }) {
      await wait();
      const bundles = await listSimulatedBundles(iccid);
      const current = simulatedUsage(iccid, bundles, now(), usageSettings);
      // As eSIM Go: by id exactly that assignment, by name the oldest unused one of the bundle.
      const candidates = current.bundles.filter(
        (assignment) =>
          assignment.bundle === bundle &&
          (assignmentId === null || assignment.assignmentId === assignmentId),
      );
      const unused = candidates.find(
        (assignment) => assignment.state === 'queued' || assignment.state === 'processing',
      );
      if (!unused) {
        const started = candidates.some((assignment) => assignment.state !== 'revoked');
        return {
          ok: false,
          reason: started ? 'The bundle has already started' : 'This bundle is not on the eSIM',
        };
      }
      // Like eSIM Go, the bundle goes back to the inventory, not to the balance.
      if (dryRun) return { ok: true, balanceCredit: 'pending' };
      const stored = bundles.find(
        (record) => record.providerReference === unused.providerReference,
      )!;
      await revokeSimulatedBundle(iccid, stored, now());
      return { ok: true, balanceCredit: 'pending' };
    },

    // Asked only by the catalogue upload and the seed script: loaded on that path.
    async catalogue() {
      await wait();
      const { simulatedCatalogue } = await import('./simulated-catalogue.ts');
      return simulatedCatalogue(await cataloguePlans());
    },

    async networks(countries) {
      await wait();
      const { simulatedNetworks } = await import('./simulated-networks.ts');
      return simulatedNetworks(countries);
    },
  };
}
