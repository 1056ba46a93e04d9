/**
 * The eSIM Go API v2.4 adapter, reading every answer its OpenAPI allows (docs/decisions/0003). A
 * failed buying call says whether an order may exist anyway (`outcomeUnknown`), so the caller looks
 * before buying again (docs/decisions/0018-purchase-gate-without-idempotency.md).
 */
import * as z from 'zod';
import {
  ProviderError,
  type EsimProvider,
  type ProvisionResult,
} from '../../esim-provider/provider.ts';
import { createEsimGoHttp, isSuccess, type EsimGoOptions } from './esimgo-http.server.ts';
import { esimGoLocation } from './esimgo-location.server.ts';
import { balanceOf } from './esimgo-organisation.server.ts';
import { bundlesListSchema, esimDetailsSchema, toEsimUsage } from './esimgo-usage.server.ts';

export type { EsimGoOptions } from './esimgo-http.server.ts';

const esimSchema = z.object({
  iccid: z.string().trim().min(1),
  matchingId: z.string().trim().min(1),
  smdpAddress: z.string().trim().min(1),
});
/**
 * `POST /orders` answers one of two shapes: a validation (priced, `valid`, no `orderReference`) or
 * a transaction. Only the transaction's reference is needed to find the order again; the eSIM may
 * come later.
 */
const orderAnswerSchema = z.object({ orderReference: z.string().trim().min(1) });
/**
 * Either shape without a reference: a validation has none, and the specification requires none of a
 * transaction.
 */
const referenceLessAnswerSchema = z.object({ orderReference: z.null().optional() });
/**
 * One reference's install details: no field is required, so a missing one means "not assigned yet".
 */
const installDetailsSchema = z.object({
  iccid: z.string().nullish(),
  matchingId: z.string().nullish(),
  smdpAddress: z.string().nullish(),
});
/**
 * The transaction's items and their eSIMs (OpenAPI OrderResponseTransaction): none of it is
 * required, so an incomplete eSIM is "not assigned yet".
 */
const orderedEsimSchema = z.object({
  order: z.array(z.object({ esims: z.array(installDetailsSchema).nullish() })).nullish(),
});
/**
 * `GET /esims/assignments`: the specification answers one object per reference, the prose notes a
 * list; both are read.
 */
const assignmentsSchema = z.union([
  z.array(installDetailsSchema),
  installDetailsSchema.transform((details) => [details]),
]);
/**
 * `GET /orders/{ref}` (OpenAPI OrderResponseTransaction): each item names the eSIMs it went to, as
 * `iccids` and/or `esims`. Nothing is required: an order without items names no eSIM.
 */
const orderDetailSchema = z.object({
  status: z.string().nullish(),
  order: z
    .array(
      z.object({
        iccids: z.array(z.string()).nullish(),
        esims: z.array(z.object({ iccid: z.string().nullish() })).nullish(),
      }),
    )
    .nullish(),
});
/**
 * `GET /esims/{iccid}/compatible/{bundle}` (OpenAPI CompatibilityResponse); a bare `true` is read
 * as well.
 */
const compatibilitySchema = z.union([
  z.object({ compatible: z.boolean() }).transform(({ compatible }) => compatible),
  z.literal(true),
]);

/**
 * The specification gives these calls 400 (our request refused as it is), 403, 429, 500 and 503,
 * never 404 or 410: those are errors, not facts. Only a 403 refuses a refund (no bundle left to
 * revoke, or the eSIM not ours); eSIM Go's prose calls a 410 a deactivated eSIM, so usage keeps
 * that.
 */
const REFUND_REFUSED = 403;
const ESIM_DEACTIVATED = 410;

const unreadable = (what: string, outcomeUnknown = false) =>
  new ProviderError(`eSIM Go answered the ${what} with something unreadable`, {
    retryable: true,
    outcomeUnknown,
  });

/**
 * The first eSIM whose install details are all there; undefined while none is (not assigned yet).
 */
const completeEsimOf = (candidates: unknown[]) =>
  candidates.map((details) => esimSchema.safeParse(details)).find((parsed) => parsed.success)?.data;

/**
 * Builds the provider's order request: `iccids` puts the bundle on that eSIM; never reassign to a
 * new one.
 */
function orderPayload(bundle: string, iccid?: string) {
  const item = iccid
    ? { type: 'bundle', item: bundle, quantity: 1, iccids: [iccid], allowReassign: false }
    : { type: 'bundle', item: bundle, quantity: 1 };
  return { type: 'transaction', assign: true, order: [item] };
}

/** eSIM Go's provisioning port; the key stays in the HTTP closure and is never put in a message. */
export function createEsimGoProvider(options: EsimGoOptions): EsimProvider {
  const http = createEsimGoHttp(options);
  const { send, failure, messageOf } = http;
  const esimPath = (iccid: string) => `/esims/${encodeURIComponent(iccid)}`;

  /** POST /orders; its reference, or an error that says whether the order may exist. */
  async function placeOrder(payload: object) {
    const answer = await send('POST', '/orders', { payload, placesOrder: true });
    if (!isSuccess(answer.status)) throw failure(answer, 'order', true);
    const placed = orderAnswerSchema.safeParse(answer.body);
    // We always send a transaction, so an answer without a reference has lost the reference of what
    // may be a paid order.
    if (!placed.success && referenceLessAnswerSchema.safeParse(answer.body).success) {
      throw new ProviderError(
        'eSIM Go answered the order without its reference (validation or transaction)',
        { retryable: true, outcomeUnknown: true },
      );
    }
    // A 2xx we cannot read may still be a paid order: never order again blindly.
    if (!placed.success) throw unreadable('order', true);
    return { providerReference: placed.data.orderReference, body: answer.body };
  }

  return {
    name: 'esimgo',

    async balance() {
      const answer = await send('GET', '/organisation');
      if (!isSuccess(answer.status)) throw failure(answer, 'balance', false);
      const balance = balanceOf(answer.body);
      if (!balance) throw unreadable('balance');
      return balance;
    },

    async order({ bundle }) {
      const { providerReference, body } = await placeOrder(orderPayload(bundle));
      const ordered = orderedEsimSchema.safeParse(body);
      const esims = ordered.success
        ? (ordered.data.order ?? []).flatMap((item) => item.esims ?? [])
        : [];
      const esim = completeEsimOf(esims);
      return esim
        ? { kind: 'assigned', providerReference, esim }
        : { kind: 'pending', providerReference };
    },

    async lookup(providerReference): Promise<ProvisionResult | null> {
      const query = new URLSearchParams({ reference: providerReference });
      const answer = await send('GET', `/esims/assignments?${query}`);
      if (!isSuccess(answer.status)) throw failure(answer, 'assignment lookup', false);
      const assignments = assignmentsSchema.safeParse(answer.body);
      if (!assignments.success) throw unreadable('assignment lookup');
      const esim = completeEsimOf(assignments.data);
      return esim
        ? { kind: 'assigned', providerReference, esim }
        : { kind: 'pending', providerReference };
    },

    async usage(iccid) {
      const detailsAnswer = await send('GET', esimPath(iccid));
      if (detailsAnswer.status === ESIM_DEACTIVATED) return null;
      if (!isSuccess(detailsAnswer.status)) throw failure(detailsAnswer, 'eSIM details', false);
      const details = esimDetailsSchema.safeParse(detailsAnswer.body);
      if (!details.success) throw unreadable('eSIM details');

      // includeUsed: a used-up or expired bundle still tells the traveller what happened; 50 covers
      // any trip's top-ups.
      const bundlesAnswer = await send(
        'GET',
        `${esimPath(iccid)}/bundles?includeUsed=true&limit=50`,
      );
      if (bundlesAnswer.status === ESIM_DEACTIVATED) return null;
      if (!isSuccess(bundlesAnswer.status)) throw failure(bundlesAnswer, 'bundle list', false);
      const bundles = bundlesListSchema.safeParse(bundlesAnswer.body);
      if (!bundles.success) throw unreadable('bundle list');
      return toEsimUsage(iccid, details.data, bundles.data);
    },

    location: (iccid) => esimGoLocation({ send, failure, messageOf }, iccid),

    async isCompatible(iccid, bundle) {
      const answer = await send(
        'GET',
        `${esimPath(iccid)}/compatible/${encodeURIComponent(bundle)}`,
      );
      if (!isSuccess(answer.status)) throw failure(answer, 'compatibility check', false);
      const compatible = compatibilitySchema.safeParse(answer.body);
      if (!compatible.success) throw unreadable('compatibility check');
      return compatible.data;
    },

    async topUp({ iccid, bundle }) {
      const { providerReference } = await placeOrder(orderPayload(bundle, iccid));
      return { providerReference };
    },

    async lookupTopUp(providerReference, iccid) {
      const answer = await send('GET', `/orders/${encodeURIComponent(providerReference)}`);
      if (!isSuccess(answer.status)) throw failure(answer, 'order lookup', false);
      const order = orderDetailSchema.safeParse(answer.body);
      if (!order.success) throw unreadable('order lookup');
      // The items echo the ICCIDs asked for, so a failed order is not on the eSIM even when it
      // names it.
      if (/fail|cancel|reject|declin/i.test(order.data.status ?? '')) return false;
      return (order.data.order ?? []).some(
        (item) =>
          (item.iccids ?? []).includes(iccid) ||
          (item.esims ?? []).some((esim) => esim.iccid === iccid),
      );
    },

    async refundBundle({ iccid, bundle, assignmentId, dryRun }) {
      // By id, exactly our assignment; by name eSIM Go picks one (the oldest unused). Neither
      // credits our balance: the assignment path has no such option, and the name path's needs an
      // offerId no answer carries.
      const bundlePath = `${esimPath(iccid)}/bundles/${encodeURIComponent(bundle)}`;
      const path =
        assignmentId === null
          ? bundlePath
          : `${bundlePath}/assignments/${encodeURIComponent(assignmentId)}`;
      const answer = await send('DELETE', `${path}?type=${dryRun ? 'validate' : 'transaction'}`);
      // The bundle is back in our eSIM Go inventory (docs/decisions/0003: what the operator does
      // with it).
      if (isSuccess(answer.status)) return { ok: true, balanceCredit: 'pending' };
      if (answer.status === REFUND_REFUSED) return { ok: false, reason: messageOf(answer) };
      throw failure(answer, dryRun ? 'refund check' : 'refund', false);
    },

    // Asked only by the catalogue upload: loaded on that path, so other functions start without it.
    catalogue: async () => (await import('./esimgo-catalogue.server.ts')).esimGoCatalogue(http),

    networks: async (countries) =>
      (await import('./esimgo-networks.server.ts')).esimGoNetworks(http, countries),
  };
}
