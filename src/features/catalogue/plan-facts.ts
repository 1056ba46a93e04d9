/**
 * A plan's facts beyond data, days and price: each country's networks and generation, hotspot,
 * validity start, speed after fair use. From eSIM Go, each overridable by the owners' spreadsheet;
 * a fact nobody gave is null, never a guess (docs/decisions/0050-plan-facts-from-the-provider.md).
 */
import * as z from 'zod';
import { networkGenerations } from './network-generations.ts';

const operatorSchema = z.object({
  /** The name a traveller sees on the phone's status bar ('Orange', 'Vodafone'). */
  name: z.string().min(1).max(60),
  generations: z.array(z.enum(networkGenerations)).max(4),
});

const countryNetworksSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  operators: z.array(operatorSchema).max(12),
});
export type CountryNetworks = z.infer<typeof countryNetworksSchema>;

export const planFactsSchema = z.object({
  /** Per covered country, the networks the plan may use; empty when unknown. */
  networks: z.array(countryNetworksSchema).max(200),
  /** Whether sharing the connection (tethering) is allowed; null when unknown. */
  hotspot: z.boolean().nullable(),
  /** When the validity period starts counting; null when unknown. */
  validityStarts: z.enum(['first-connection', 'installation']).nullable(),
  /** Unlimited plans only: the speed after the fair-use threshold (kbit/s), and that threshold. */
  fairUse: z
    .object({
      speedKbps: z.number().int().positive().max(10_000_000),
      /** Daily megabytes at full speed before the slow-down; null when not published. */
      thresholdMb: z.number().int().positive().max(10_000_000).nullable(),
    })
    .nullable(),
});
export type PlanFacts = z.infer<typeof planFactsSchema>;

export const NO_FACTS: PlanFacts = {
  networks: [],
  hotspot: null,
  validityStarts: null,
  fairUse: null,
};
