/**
 * The Stripe Tax adapter against a local server that speaks Stripe's REST protocol (form-encoded
 * requests, JSON answers), since api.stripe.com is out of reach here. The server answers with the
 * rate of the billing country, as Stripe would for a shop registered there.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, test } from 'vitest';
import { answer, useHttpServer } from '../../../tests/support/local-http.ts';
import { createStripeTax } from './stripe-tax.server.ts';
import type { TaxQuoteInput } from './tax-port.ts';

interface Seen {
  path: string;
  idempotencyKey: string;
  form: URLSearchParams;
}
let seen: Seen[] = [];
const transactionsByKey = new Map<string, string>();
const RATES: Record<string, string> = { FR: '20.0', FI: '25.5', JP: '10.0', DE: '19.0' };

function calculation(form: URLSearchParams) {
  const amount = Number(form.get('line_items[0][amount]'));
  const country = form.get('customer_details[address][country]')!;
  const reverseCharge = form.has('customer_details[tax_ids][0][value]') && country === 'DE';
  const percentage = reverseCharge ? '0.0' : RATES[country]!;
  const rate = Number(percentage) / 100;
  const tax = Math.round((amount * rate) / (1 + rate));
  return {
    id: `taxcalc_${seen.length}`,
    object: 'tax.calculation',
    amount_total: amount,
    currency: form.get('currency'),
    tax_amount_inclusive: tax,
    tax_amount_exclusive: 0,
    tax_breakdown: [
      {
        amount: tax,
        inclusive: true,
        taxable_amount: amount - tax,
        taxability_reason: reverseCharge ? 'reverse_charge' : 'standard_rated',
        tax_rate_details: {
          country,
          percentage_decimal: percentage,
          rate_type: 'percentage',
          state: null,
          tax_type: 'vat',
          flat_amount: null,
        },
      },
    ],
  };
}

function listener(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const idempotencyKey = String(req.headers['idempotency-key']);
    seen.push({ path: req.url ?? '', idempotencyKey, form });
    if (req.url === '/v1/tax/calculations') return answer(res, 200, calculation(form));
    // Stripe answers a repeated idempotency key with the first answer.
    const id = transactionsByKey.get(idempotencyKey) ?? `tax_${transactionsByKey.size + 1}`;
    transactionsByKey.set(idempotencyKey, id);
    return answer(res, 200, { id, object: 'tax.transaction', reference: form.get('reference') });
  });
}

const server = useHttpServer(listener);
const stripeTax = () => {
  const { hostname, port } = new URL(server.origin);
  return createStripeTax({
    secretKey: 'sk_test_local',
    clientOptions: { host: hostname, port: Number(port), protocol: 'http' },
  });
};

const input = (country: string, extra: Partial<TaxQuoteInput> = {}): TaxQuoteInput => ({
  amount: 1200,
  currency: 'eur',
  evidence: { billingCountry: country, cardCountry: null, ipCountry: country },
  business: null,
  reference: 'pi_quote_1',
  ...extra,
});

beforeEach(() => {
  seen = [];
});

describe('quote', () => {
  test('asks for a tax-inclusive calculation of an electronic service in the buyer country', async () => {
    const tax = await stripeTax().quote(input('FI'));
    expect(tax).toMatchObject({
      country: 'FI',
      scheme: 'eu-oss',
      rateBasisPoints: 2550,
      amount: 244, // 1200 × 25.5 / 125.5 = 243.8
      reverseCharge: false,
      calculationId: 'taxcalc_1',
      transactionId: null,
    });
    const [request] = seen;
    expect(request!.path).toBe('/v1/tax/calculations');
    expect(Object.fromEntries(request!.form)).toMatchObject({
      currency: 'eur',
      'line_items[0][amount]': '1200',
      'line_items[0][tax_behavior]': 'inclusive',
      'line_items[0][tax_code]': 'txcd_10000000',
      'customer_details[address][country]': 'FI',
      'customer_details[address_source]': 'billing',
    });
    expect(request!.idempotencyKey).toMatch(/^tax-quote-pi_quote_1-/);
  });

  test('a yen charge keeps yen, whatever the case of its code', async () => {
    const tax = await stripeTax().quote(input('JP', { amount: 1100, currency: 'JPY' }));
    expect(tax).toMatchObject({ country: 'JP', scheme: 'jp', rateBasisPoints: 1000, amount: 100 });
    expect(seen[0]!.form.get('currency')).toBe('jpy');
  });

  test('the same quote repeats its key; new evidence makes a new one', async () => {
    const port = stripeTax();
    await port.quote(input('FR'));
    await port.quote(input('FR'));
    await port.quote(
      input('FR', { evidence: { billingCountry: 'DE', cardCountry: 'DE', ipCountry: null } }),
    );
    const keys = seen.map((request) => request.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('sends a business buyer’s VAT id VIES confirmed and maps the reverse charge', async () => {
    const vatCheck = { valid: true, checkedAt: '2026-11-29T11:00:00.000Z', requestId: null };
    const business = { vatId: 'DE123456789', country: 'DE', vatCheck };
    const tax = await stripeTax().quote(input('DE', { business }));
    expect(tax).toMatchObject({
      business: true,
      reverseCharge: true,
      amount: 0,
      rateBasisPoints: 0,
    });
    expect(seen[0]!.form.get('customer_details[tax_ids][0][type]')).toBe('eu_vat');
    expect(seen[0]!.form.get('customer_details[tax_ids][0][value]')).toBe('DE123456789');
  });

  test('keeps back an EU VAT id VIES did not confirm, so Stripe charges VAT', async () => {
    for (const vatCheck of [{ valid: false, checkedAt: '2026-11-29', requestId: null }, null]) {
      seen = [];
      const business = { vatId: 'DE123456789', country: 'DE', vatCheck };
      const tax = await stripeTax().quote(input('DE', { business }));
      expect(tax).toMatchObject({ business: true, reverseCharge: false, rateBasisPoints: 1900 });
      expect(seen[0]!.form.has('customer_details[tax_ids][0][value]')).toBe(false);
    }
  });

  test('asks nothing where the shop is not registered', async () => {
    const tax = await stripeTax().quote(input('US', { currency: 'usd' }));
    expect(tax).toMatchObject({ country: 'US', scheme: null, amount: 0, calculationId: null });
    expect(seen).toEqual([]);
  });
});

describe('commit and reverse', () => {
  test('commits a calculation once per payment intent, and reverses it once per order', async () => {
    const port = stripeTax();
    const quoted = await port.quote(input('FR'));
    const committed = await port.commit(quoted, 'pi_paid_1');
    const again = await port.commit(quoted, 'pi_paid_1');
    expect(committed.transactionId).toMatch(/^tax_/);
    expect(again.transactionId).toBe(committed.transactionId);
    const commits = seen.filter((request) => request.path.endsWith('create_from_calculation'));
    expect(commits.map((request) => Object.fromEntries(request.form))).toEqual([
      { calculation: quoted.calculationId, reference: 'pi_paid_1' },
      { calculation: quoted.calculationId, reference: 'pi_paid_1' },
    ]);
    expect(new Set(commits.map((request) => request.idempotencyKey)).size).toBe(1);
    // A committed tax is not committed again.
    await port.commit(committed, 'pi_paid_1');
    expect(seen.filter((request) => request.path.endsWith('create_from_calculation'))).toHaveLength(
      2,
    );

    await port.reverse(committed, 'ord_1');
    const [reversal] = seen.filter((request) => request.path.endsWith('create_reversal'));
    expect(Object.fromEntries(reversal!.form)).toEqual({
      mode: 'full',
      original_transaction: committed.transactionId,
      reference: 'refund:ord_1',
    });
    expect(reversal!.idempotencyKey).toBe('tax-reversal-ord_1');
  });

  test('a tax never committed to Stripe has nothing to commit or reverse', async () => {
    const port = stripeTax();
    const untaxed = await port.quote(input('US', { currency: 'usd' }));
    expect(await port.commit(untaxed, 'pi_paid_2')).toEqual(untaxed);
    await port.reverse(untaxed, 'ord_2');
    expect(seen).toEqual([]);
  });
});
