/**
 * The eSIM Go adapter's methods as the contract test drives them: the operations each calls, the
 * port type of its result, the answers that are results rather than errors, and what its result
 * must say given what eSIM Go answered. Names and ids come from the document's examples.
 */
import { expect } from 'vitest';
import * as z from 'zod';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { minorUnitsPerUnit } from '../../src/lib/money.ts';
import type { Exchange } from './esimgo-contract-server.ts';
import {
  balanceSchema,
  bundleRefundSchema,
  catalogueSchema,
  esimLocationSchema,
  esimUsageSchema,
  networksSchema,
  provisionResultSchema,
  topUpSchema,
} from './esimgo-contract-results.ts';

const ICCID = '8912345678901234567';
const BUNDLE = 'esim_1GB_7D_GB_V2';
const ASSIGNMENT_ID = '215009266';
const ORDER_REFERENCE = '3a6e2e40-c674-45e9-b289-b35027bf72a9';

export interface AdapterCall {
  name: string;
  /** The operations it calls, in order (`usage` reads the eSIM, then its bundles). */
  operations: string[];
  run: (provider: EsimProvider) => Promise<unknown>;
  result: z.ZodType;
  /** A lost answer may hide a purchase: 5xx must say the outcome is unknown. */
  placesOrder?: boolean;
  /**
   * A 2xx answer the document allows that the adapter refuses on purpose, with a retryable
   * ProviderError whose message says why (matching `message`).
   */
  refusesOnPurpose?: { when: (exchanges: Exchange[]) => boolean; message: RegExp };
  /** Statuses that are answers of the port, not errors: a refund's 403, usage's 410. */
  answers?: Partial<Record<number, (value: unknown) => void>>;
  /** What else the value must say, given what eSIM Go answered. */
  agrees?: (value: unknown, exchanges: Exchange[]) => void;
}

/** An answer's JSON object, or an empty one. */
const body = (exchange: Exchange | undefined) => (exchange?.body ?? {}) as Record<string, unknown>;
const refusal = (value: unknown) =>
  expect(value).toMatchObject({ ok: false, reason: expect.any(String) });
const refundCall = (name: string, assignmentId: string | null, dryRun: boolean): AdapterCall => ({
  name,
  operations: [
    assignmentId
      ? 'DELETE /esims/{iccid}/bundles/{name}/assignments/{assignmentId}'
      : 'DELETE /esims/{iccid}/bundles/{name}',
  ],
  run: (provider) => provider.refundBundle({ iccid: ICCID, bundle: BUNDLE, assignmentId, dryRun }),
  result: bundleRefundSchema,
  answers: { 403: refusal },
  agrees: (value, [exchange]) => {
    // Neither revoke can credit our balance (no refundToBalance by id, no offerId by name): the
    // credit is pending.
    expect(value).toEqual({ ok: true, balanceCredit: 'pending' });
    expect(exchange?.path).toBe(
      assignmentId
        ? `/esims/${ICCID}/bundles/${BUNDLE}/assignments/${assignmentId}`
        : `/esims/${ICCID}/bundles/${BUNDLE}`,
    );
    // `transaction` is the default, so a refund may also leave `type` out; a dry run never may.
    expect(exchange?.query.get('type') ?? 'transaction').toBe(dryRun ? 'validate' : 'transaction');
  },
});

/**
 * We always place a transaction, so a 200 without `orderReference` (the validation shape, or a
 * transaction that left it out: the document requires nothing) has lost the reference of what may
 * be a paid order. It must say so, not call the answer unreadable; the caller then looks it up.
 */
const LOST_REFERENCE = {
  when: ([order]: Exchange[]) => typeof body(order).orderReference !== 'string',
  message: /without its reference/,
};

export const CALLS: AdapterCall[] = [
  {
    name: 'order',
    operations: ['POST /orders'],
    run: (provider) => provider.order({ orderId: 'order-1', bundle: BUNDLE }),
    result: provisionResultSchema,
    placesOrder: true,
    refusesOnPurpose: LOST_REFERENCE,
    agrees: (value, [exchange]) => {
      expect(JSON.parse(exchange!.requestBody)).toEqual({
        type: 'transaction',
        assign: true,
        order: [{ type: 'bundle', item: BUNDLE, quantity: 1 }],
      });
      expect(value).toMatchObject({ providerReference: body(exchange).orderReference });
    },
  },
  {
    name: 'lookup',
    operations: ['GET /esims/assignments'],
    run: (provider) => provider.lookup(ORDER_REFERENCE),
    result: provisionResultSchema.nullable(),
    agrees: (value, [exchange]) => {
      expect(exchange?.query.get('reference')).toBe(ORDER_REFERENCE);
      const { iccid, matchingId, smdpAddress } = body(exchange);
      const complete = [iccid, matchingId, smdpAddress].every(
        (field) => typeof field === 'string' && field.trim() !== '',
      );
      expect(value).toEqual(
        complete
          ? {
              kind: 'assigned',
              providerReference: ORDER_REFERENCE,
              esim: { iccid, matchingId, smdpAddress },
            }
          : { kind: 'pending', providerReference: ORDER_REFERENCE },
      );
    },
  },
  {
    name: 'usage',
    operations: ['GET /esims/{iccid}', 'GET /esims/{iccid}/bundles'],
    run: (provider) => provider.usage(ICCID),
    result: esimUsageSchema.nullable(),
    answers: { 410: (value) => expect(value).toBeNull() },
    // Its list is optional too, but an answer without it would read as an eSIM with no bundle,
    // shown as ended (esimgo-usage.server.ts).
    refusesOnPurpose: {
      when: ([, bundles]) => !Array.isArray(body(bundles).bundles),
      message: /bundle list/,
    },
    agrees: (value, [, bundles]) => {
      const assignments = ((body(bundles).bundles ?? []) as { assignments?: unknown[] }[]).flatMap(
        (bundle) => bundle.assignments ?? [],
      );
      // No assignment eSIM Go reports may go missing: the status card and refunds read them all.
      expect((value as { bundles: unknown[] }).bundles).toHaveLength(assignments.length);
    },
  },
  {
    name: 'location',
    operations: ['GET /esims/{iccid}/location'],
    run: (provider) => provider.location(ICCID),
    result: esimLocationSchema,
    agrees: (value, [exchange]) => {
      const { country, networkName } = body(exchange);
      // A two-letter country is the one the rescue compares with the plan's; nothing is invented.
      const code = typeof country === 'string' ? country.trim() : '';
      expect(value).toMatchObject({
        countryCode: /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null,
      });
      if (typeof networkName !== 'string' || networkName.trim() === '')
        expect(value).toMatchObject({ networkName: null });
    },
  },
  {
    name: 'isCompatible',
    operations: ['GET /esims/{iccid}/compatible/{bundle}'],
    run: (provider) => provider.isCompatible(ICCID, BUNDLE),
    result: z.boolean(),
    agrees: (value, [exchange]) => expect(value).toBe(body(exchange).compatible),
  },
  {
    name: 'topUp',
    operations: ['POST /orders'],
    run: (provider) => provider.topUp({ orderId: 'order-2', iccid: ICCID, bundle: BUNDLE }),
    result: topUpSchema,
    placesOrder: true,
    refusesOnPurpose: LOST_REFERENCE,
    agrees: (value, [exchange]) => {
      const item = {
        type: 'bundle',
        item: BUNDLE,
        quantity: 1,
        iccids: [ICCID],
        allowReassign: false,
      };
      expect(JSON.parse(exchange!.requestBody)).toEqual({
        type: 'transaction',
        assign: true,
        order: [item],
      });
      expect(value).toEqual({ providerReference: body(exchange).orderReference });
    },
  },
  {
    name: 'lookupTopUp',
    operations: ['GET /orders/{orderReference}'],
    run: (provider) => provider.lookupTopUp(ORDER_REFERENCE, ICCID),
    result: z.boolean().nullable(),
    agrees: (value, [exchange]) => {
      const items = (body(exchange).order ?? []) as {
        iccids?: string[];
        esims?: { iccid?: string }[];
      }[];
      const names = items.some(
        (item) => item.iccids?.includes(ICCID) || item.esims?.some((esim) => esim.iccid === ICCID),
      );
      // It may say false for an order that failed; it may never say true for one that names another
      // eSIM.
      if (value === true) expect(names).toBe(true);
    },
  },
  {
    name: 'balance',
    operations: ['GET /organisation'],
    run: (provider) => provider.balance(),
    result: balanceSchema,
    // The document requires no field: without a balance, or a currency code to count it in, there
    // is no balance to show or to alert on.
    refusesOnPurpose: {
      when: ([organisation]) => {
        const { balance, currency } = body(organisation);
        return typeof balance !== 'number' || !/^[A-Za-z]{3}$/.test(String(currency ?? '').trim());
      },
      message: /balance with something unreadable/,
    },
    agrees: (value, [organisation]) => {
      const { balance, currency } = body(organisation) as { balance: number; currency: string };
      const { amountMinor } = value as { amountMinor: number };
      expect(value).toMatchObject({ currency: currency.trim().toUpperCase() });
      expect(Math.abs(amountMinor / minorUnitsPerUnit(currency.trim()) - balance)).toBeLessThan(
        1 / minorUnitsPerUnit(currency.trim()),
      );
    },
  },
  refundCall('refundBundle, dry run', ASSIGNMENT_ID, true),
  refundCall('refundBundle', ASSIGNMENT_ID, false),
  refundCall('refundBundle without an assignment id', null, false),
  {
    name: 'catalogue',
    // The document's answer is a bare list: with fewer bundles than asked per page, one page.
    operations: ['GET /catalogue'],
    run: (provider) => provider.catalogue(),
    result: catalogueSchema,
    agrees: (value, [exchange]) => {
      expect(exchange?.query.get('page')).toBe('1');
      const bundles = (Array.isArray(exchange?.body) ? exchange.body : []) as {
        name?: string;
        autostart?: boolean;
      }[];
      // Every named bundle is kept, with what it says of its start.
      const named = bundles.filter((bundle) => (bundle.name ?? '').trim() !== '');
      expect((value as { autostart: unknown }[]).map((bundle) => bundle.autostart)).toEqual(
        named.map((bundle) => bundle.autostart ?? null),
      );
    },
  },
  {
    name: 'networks',
    operations: ['GET /networks'],
    run: (provider) => provider.networks(['GB', 'FR']),
    result: networksSchema,
    agrees: (value, [exchange]) => {
      expect(exchange?.query.get('isos')).toBe('GB,FR');
      // Only countries asked for, each with every network eSIM Go listed for it.
      const listed = (body(exchange).countryNetworks ?? []) as {
        name?: string;
        networks?: unknown[];
      }[];
      const asked = listed.filter((entry) => ['GB', 'FR'].includes(entry.name?.trim() ?? ''));
      expect(
        (value as { country: string; networks: unknown[] }[]).map(
          ({ country, networks }) => `${country} ${networks.length}`,
        ),
      ).toEqual(asked.map((entry) => `${entry.name?.trim()} ${entry.networks?.length ?? 0}`));
    },
  },
];
