/**
 * Selling lawfully, attacked: invoices and credit notes. Another customer's documents answer like
 * a missing order; markup in a company's name or address, given at checkout or afterwards, never
 * reaches the printable page as markup; company details change only the owner's unrefunded order;
 * 'Add company details' pressed twice at once issues one new invoice. Real handlers, local Blobs.
 */
import { describe, expect, test } from 'vitest';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import orderCompany from '../../netlify/functions/order-company.mts';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { reissueWithCompany } from '../../src/features/invoices/company-reissue.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { orderIdFor } from '../../src/features/orders/orders.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner, attacker } = useCustomers({
  owner: 'documents-owner@example.com',
  attacker: 'documents-attacker@example.com',
});

const MISSING = '0'.repeat(24);
const company = { name: 'Beispiel GmbH', address: 'Hauptstraße 1, Berlin', vatId: null };
const hostile = {
  name: '<script>alert(1)</script>Evil "Co" & Sons',
  address: `<img src=x onerror=alert(1)>'; --</textarea><style>*{}</style>`,
};

const delivered = (userId: string) => deliveredOrder(userId, simulatorAt({ now: Date.now() }));
const redriveNumbers = () =>
  numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());
const getDocument = (orderId: string, kind: string, cookie?: string, query = '') =>
  call(orderDocuments, `/api/orders/${orderId}/${kind}${query}`, {
    cookie,
    params: { id: orderId },
  });
const addCompany = (
  orderId: string,
  cookie: string,
  body: unknown = { ...company, country: 'DE' },
) =>
  call(orderCompany, `/api/orders/${orderId}/company`, { cookie, body, params: { id: orderId } });
const seen = async (answer: Response) => ({
  status: answer.status,
  type: answer.headers.get('content-type'),
  body: await answer.text(),
});

/** The printable page carries no markup of the buyer's, and the policy that runs no script. */
async function expectInert(answer: Response) {
  expect(answer.status).toBe(200);
  const policy = answer.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).not.toMatch(/script-src|unsafe-inline/);
  const page = await answer.text();
  expect(page).not.toMatch(/<(script|img|svg|textarea|\/textarea)\b/i);
  expect(page.match(/<style>/g)).toHaveLength(1);
  return page;
}

describe("another customer's documents", () => {
  test('invoice and credit note, as PDF or page, answer 404 like a missing order and show nothing of it', async () => {
    const order = await delivered(owner.userId);
    await requestRefund(owner.userId, order.id, {
      provider: simulatorAt({ now: Date.now() }),
      gateway: testGateway,
    });
    await redriveNumbers();
    const numbers = (await documentsOfOrder(order.id)).map((d) => d.number!);
    expect(numbers).toHaveLength(2);
    let tries = 0;
    for (const kind of ['invoice', 'credit-note'])
      for (const query of ['', '?format=html']) {
        expect((await getDocument(order.id, kind, owner.cookie, query)).status).toBe(200);
        const theirs = await seen(await getDocument(order.id, kind, attacker.cookie, query));
        const none = await seen(await getDocument(MISSING, kind, attacker.cookie, query));
        expect(theirs.status).toBe(404);
        expect(theirs).toEqual(none);
        for (const secret of [...numbers, owner.email]) expect(theirs.body).not.toContain(secret);
        expect((await getDocument(order.id, kind, undefined, query)).status).toBe(401);
        tries += 2;
      }
    recordAttack({
      round: 5,
      item: 2,
      attack: "read another customer's invoice or credit note by its order id",
      tries,
      outcome: 'refused',
    });
  });
});

describe('markup in company details', () => {
  test('given at checkout and added afterwards, it is text on the printable page, under a policy with no script', async () => {
    const quote = (await (
      await call(createIntent, '/api/create-payment-intent', {
        body: {
          planId: 'fr-5gb-7d',
          currency: 'EUR',
          billingCountry: 'DE',
          deliveryConsent: DELIVERY_CONSENT_KEY,
          business: { ...hostile, vatId: null },
        },
        cookie: owner.cookie,
      })
    ).json()) as CreatedIntent;
    await payWithTestCard(quote.clientSecret, '4000 0027 6000 0016');
    const made = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: quote.paymentIntentId },
      cookie: owner.cookie,
    });
    expect(made.status).toBe(201);
    const orderId = orderIdFor(quote.paymentIntentId);
    const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
    await provisionOrder(orderId, { provider, sleep: async () => {} });

    const atCheckout = await expectInert(
      await getDocument(orderId, 'invoice', owner.cookie, '?format=html'),
    );
    expect(atCheckout).toContain('&#60;script&#62;alert(1)&#60;/script&#62;Evil &#34;Co&#34;');

    const later = { name: '"><svg onload=alert(2)>', address: '<script src=//x></script>' };
    const added = await addCompany(orderId, owner.cookie, { ...later, vatId: null, country: 'DE' });
    expect(added.status).toBe(202);
    await redriveNumbers();
    const afterwards = await expectInert(
      await getDocument(orderId, 'invoice', owner.cookie, '?format=html'),
    );
    expect(afterwards).toContain('&#34;&#62;&#60;svg onload=alert(2)&#62;');
    recordAttack({
      round: 5,
      item: 2,
      attack:
        'script in a company name or address, at checkout or added afterwards, on the printable invoice',
      tries: 2,
      outcome: 'no effect',
    });
  });
});

describe('company details on an order that is not open to them', () => {
  test("someone else's order answers like a missing one; a refunded order is refused; neither gains a document", async () => {
    const theirs = await delivered(owner.userId);
    const refunded = await delivered(attacker.userId);
    await requestRefund(attacker.userId, refunded.id, {
      provider: simulatorAt({ now: Date.now() }),
      gateway: testGateway,
    });
    const before = {
      theirs: await documentsOfOrder(theirs.id),
      refunded: await documentsOfOrder(refunded.id),
    };
    const other = await seen(await addCompany(theirs.id, attacker.cookie));
    const none = await seen(await addCompany(MISSING, attacker.cookie));
    expect(other.status).toBe(404);
    expect(other).toEqual(none);
    const late = await addCompany(refunded.id, attacker.cookie);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: expect.any(String) });
    expect(await documentsOfOrder(theirs.id)).toEqual(before.theirs);
    expect(await documentsOfOrder(refunded.id)).toEqual(before.refunded);
    recordAttack({
      round: 5,
      item: 2,
      attack: "add company details to someone else's order, or to a refunded one",
      tries: 2,
      outcome: 'refused',
    });
  });
});

describe("'Add company details' pressed twice at once", () => {
  test('one new invoice and one credit note at every interleaving; the other press waits or gets the same', async () => {
    const details = ['Erste GmbH', 'Zweite GmbH'].map((name) => ({
      ...company,
      name,
      country: 'DE',
    }));
    const tries = await forEachInterleaving({
      setup: async () => ({ order: await delivered(owner.userId) }),
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order }) => reissueWithCompany(order, details[0]!),
      runB: ({ order }) => reissueWithCompany(order, details[1]!),
      check: async ({ fixture: { order }, a, b, step }) => {
        const context = `run B after run A's step ${step}`;
        // The second waits for the first one's numbers (409 at the function), or gets its draft.
        expect(a.ok || b.ok, context).toBe(true);
        for (const run of [a, b]) if (!run.ok) expect(run.reason, context).toBe('not-issued');
        const documents = await documentsOfOrder(order.id);
        const invoices = documents.filter((d) => d.kind === 'invoice');
        const credits = documents.filter((d) => d.kind === 'credit-note');
        expect(invoices, context).toHaveLength(2);
        expect(credits, context).toHaveLength(1);
        const reissued = invoices.find((d) => d.replaces !== null)!;
        for (const run of [a, b]) if (run.ok) expect(run.invoice.id, context).toBe(reissued.id);
        expect(credits[0]!.cancels, context).toBe(invoices.find((d) => d !== reissued)!.id);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(2);
    recordAttack({
      round: 5,
      item: 2,
      attack: "press 'Add company details' twice at once, forced at every write",
      tries,
      outcome: 'no effect',
    });
  }, 300_000);
});
