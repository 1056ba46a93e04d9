/**
 * What the provisioning port promises its callers, as zod schemas, to check at run time what an
 * adapter returned. Each is typed against the port, so a change there that this file does not
 * follow fails the type check.
 */
import * as z from 'zod';
import {
  balanceCredits,
  bundleStates,
  profileStates,
  type EsimLocation,
  type CatalogueBundle,
  type CountryNetworkList,
  type EsimProvider,
  type EsimUsage,
  type ProviderBalance,
  type ProvisionResult,
} from '../../src/features/esim-provider/provider.ts';

const text = z.string().min(1);
const time = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a time');

export const provisionResultSchema: z.ZodType<ProvisionResult> = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('assigned'),
    providerReference: text,
    esim: z.strictObject({ iccid: text, smdpAddress: text, matchingId: text }),
  }),
  z.strictObject({ kind: z.literal('pending'), providerReference: text }),
]);

export const esimUsageSchema: z.ZodType<EsimUsage> = z.strictObject({
  iccid: text,
  profileState: z.enum(profileStates),
  firstInstalledAt: time.nullable(),
  bundles: z.array(
    z.strictObject({
      bundle: text.nullable(),
      assignmentId: text.nullable(),
      providerReference: z.string(),
      state: z.enum(bundleStates),
      initialBytes: z.number().nonnegative().nullable(),
      remainingBytes: z.number().nonnegative().nullable(),
      unlimited: z.boolean(),
      assignedAt: time.nullable(),
      startTime: time.nullable(),
      endTime: time.nullable(),
    }),
  ),
});

export const topUpSchema: z.ZodType<Awaited<ReturnType<EsimProvider['topUp']>>> = z.strictObject({
  providerReference: text,
});

export const bundleRefundSchema: z.ZodType<Awaited<ReturnType<EsimProvider['refundBundle']>>> =
  z.discriminatedUnion('ok', [
    z.strictObject({ ok: z.literal(true), balanceCredit: z.enum(balanceCredits) }),
    z.strictObject({ ok: z.literal(false), reason: text }),
  ]);

export const balanceSchema: z.ZodType<ProviderBalance> = z.strictObject({
  amountMinor: z.number().int().refine(Number.isSafeInteger, 'not an exact integer'),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export const esimLocationSchema: z.ZodType<EsimLocation> = z.strictObject({
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  mobileNetworkCode: text.nullable(),
  networkName: text.nullable(),
  networkBrandName: text.nullable(),
  lastSeenAt: time.nullable(),
});

const isoCode = z.string().regex(/^[A-Z]{2}$/);

export const catalogueSchema: z.ZodType<CatalogueBundle[]> = z.array(
  z.strictObject({
    name: text,
    countries: z.array(isoCode),
    speeds: z.array(text).nullable(),
    autostart: z.boolean().nullable(),
    unlimited: z.boolean().nullable(),
  }),
);

export const networksSchema: z.ZodType<CountryNetworkList[]> = z.array(
  z.strictObject({
    country: isoCode,
    networks: z.array(
      z.strictObject({
        name: text.nullable(),
        brandName: text.nullable(),
        speeds: z.array(text).nullable(),
      }),
    ),
  }),
);
