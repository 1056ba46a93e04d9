/**
 * The `simulated-esims` Blobs store: the bundles the simulated provider has put on each of its
 * eSIMs (`bundle/<iccid>/<providerReference>`), so that usage, top-ups and refunds can be played
 * locally, and where its phone was put (`phone/<iccid>`). The one module that opens it; never used with eSIM Go.
 */
import * as z from 'zod';
import { storeFamily } from '../../../lib/store-family.ts';
import type { EsimLocation } from '../../esim-provider/provider.ts';
import type { SimulatedBundle } from './simulated-usage.ts';

const bundleSchema = z.object({
  bundle: z.string(),
  providerReference: z.string(),
  assignedAt: z.number(),
  revokedAt: z.number().optional(),
}) satisfies z.ZodType<SimulatedBundle>;

const bundles = storeFamily('simulated-esims', 'bundle/', bundleSchema);
const nameOf = (iccid: string, providerReference: string) => `${iccid}/${providerReference}`;

/** Puts a bundle on the eSIM once: the same provider reference twice is the same bundle. */
export async function addSimulatedBundle(
  iccid: string,
  record: SimulatedBundle,
): Promise<SimulatedBundle> {
  if (await bundles.createIfNew(nameOf(iccid, record.providerReference), record)) return record;
  return (await bundles.read(nameOf(iccid, record.providerReference))) ?? record;
}

/** The eSIM's bundles, in no particular order; empty when the simulator never made the eSIM. */
export async function listSimulatedBundles(iccid: string): Promise<SimulatedBundle[]> {
  const names = await bundles.listNames(`${iccid}/`);
  const records = await Promise.all(
    names.map((reference) => bundles.read(nameOf(iccid, reference))),
  );
  return records.filter((record): record is SimulatedBundle => record !== null);
}

/** Every bundle the simulator ever put on any eSIM, revoked ones included (for its balance). */
export async function listEverySimulatedBundle(): Promise<SimulatedBundle[]> {
  const names = await bundles.listNames();
  const records = await Promise.all(names.map((name) => bundles.read(name)));
  return records.filter((record): record is SimulatedBundle => record !== null);
}

/** One bundle of the eSIM, by the provider reference that bought it. */
export function findSimulatedBundle(
  iccid: string,
  providerReference: string,
): Promise<SimulatedBundle | null> {
  return bundles.read(nameOf(iccid, providerReference));
}

/** Marks a bundle revoked (a refund); it stays listed, as eSIM Go lists revoked assignments. */
export async function revokeSimulatedBundle(
  iccid: string,
  record: SimulatedBundle,
  at: number,
): Promise<void> {
  await bundles.write(nameOf(iccid, record.providerReference), { ...record, revokedAt: at });
}

const phoneSchema = z.object({
  countryCode: z.string().nullable(),
  mobileNetworkCode: z.string().nullable(),
  networkName: z.string().nullable(),
  networkBrandName: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
}) satisfies z.ZodType<EsimLocation>;

/** `phone/<iccid>`: where a test or a local run has put the simulated phone. */
const phones = storeFamily('simulated-esims', 'phone/', phoneSchema);

/** Puts the simulated eSIM's phone on a network (the last place wins, as on a real phone). */
export async function placeSimulatedPhone(iccid: string, location: EsimLocation): Promise<void> {
  await phones.write(iccid, location);
}

/** Where the simulated phone was put; null when nobody placed it. */
export function findSimulatedPhone(iccid: string): Promise<EsimLocation | null> {
  return phones.readIfValid(iccid);
}
