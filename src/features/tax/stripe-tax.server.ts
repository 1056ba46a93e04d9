/**
 * The Stripe Tax adapter: a calculation per quote, a transaction once paid, a reversal after a full
 * refund, each idempotent. The shop still decides the buyer's country and its registrations; Stripe
 * gives the rate and keeps the records (docs/decisions/0041-tax-through-a-port.md).
 */
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { quoteLocally, registeredScheme } from './local-tax.ts';
import type { OrderTax } from './order-tax.ts';
import { isReverseCharge } from './reverse-charge.ts';
import type { TaxPort, TaxQuoteInput } from './tax-port.ts';

/** Stripe's "General - Electronically Supplied Services": its standard rate everywhere we sell. */
const ESIM_TAX_CODE = 'txcd_10000000';

export interface StripeTaxSettings {
  secretKey: string;
  /** For tests against a local Stripe-shaped server: `{ host, port, protocol }`. */
  clientOptions?: Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;
}

const vatIdType = (country: string) =>
  country === 'GB' ? 'gb_vat' : country === 'JP' ? 'jp_trn' : 'eu_vat';

/**
 * A business buyer's VAT id for Stripe, which reverse-charges an EU business it is given one of:
 * an EU id goes only once VIES confirmed it (docs/decisions/0045-vat-numbers-confirmed-with-vies.md);
 * a UK or Japanese one as given, which Stripe charges at its rate.
 */
function taxIdsOf(business: TaxQuoteInput['business']) {
  if (!business?.vatId) return [];
  const type = vatIdType(business.country);
  if (type === 'eu_vat' && !isReverseCharge(business)) return [];
  return [{ type, value: business.vatId }];
}

/** The request's parameters, and a key that repeats only with the same parameters. */
function calculationOf({ amount, currency, business, reference }: TaxQuoteInput, country: string) {
  const taxIds = taxIdsOf(business);
  const params: Stripe.Tax.CalculationCreateParams = {
    // Stripe's codes are lower case; checkout's charge has them upper case.
    currency: currency.toLowerCase(),
    line_items: [{ amount, reference: 'esim', tax_behavior: 'inclusive', tax_code: ESIM_TAX_CODE }],
    customer_details: {
      address: { country },
      address_source: 'billing',
      ...(taxIds.length ? { tax_ids: taxIds } : {}),
    },
  };
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 24);
  return { params, idempotencyKey: `tax-quote-${reference}-${digest}` };
}

/** "20.0" → 2000 basis points. */
const basisPoints = (percentage: string) => Math.round(Number(percentage) * 100);

function toOrderTax(calculation: Stripe.Tax.Calculation, local: OrderTax): OrderTax {
  const breakdown =
    calculation.tax_breakdown.find((line) => line.amount > 0) ?? calculation.tax_breakdown[0];
  const details = breakdown?.tax_rate_details;
  const country = details?.country ?? local.country;
  const reverseCharge = breakdown?.taxability_reason === 'reverse_charge';
  const collecting = breakdown !== undefined && breakdown.taxability_reason !== 'not_collecting';
  return {
    ...local,
    country,
    scheme: collecting ? registeredScheme(country) : null,
    rateBasisPoints: details && !reverseCharge ? basisPoints(details.percentage_decimal) : 0,
    amount: calculation.tax_amount_inclusive,
    reverseCharge,
    calculationId: calculation.id,
    transactionId: null,
  };
}

export function createStripeTax({ secretKey, clientOptions }: StripeTaxSettings): TaxPort {
  let client: Promise<Stripe> | undefined;
  // Loaded on the first call, as the payments adapter's is
  // (docs/decisions/0025-functions-deploy-pre-bundled.md).
  const stripe = () =>
    (client ??= import('stripe').then(
      ({ default: Client }) =>
        new Client(secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...clientOptions }),
    ));
  return {
    async quote(input) {
      // Where the shop is not registered nobody is asked: no tax, and no calculation to pay for.
      const local = quoteLocally(input);
      if (local.scheme === null) return local;
      const { params, idempotencyKey } = calculationOf(input, local.country);
      const calculation = await (
        await stripe()
      ).tax.calculations.create(params, { idempotencyKey });
      return toOrderTax(calculation, local);
    },

    async commit(tax, paymentIntentId) {
      if (!tax.calculationId || tax.transactionId) return tax;
      const transaction = await (
        await stripe()
      ).tax.transactions.createFromCalculation(
        { calculation: tax.calculationId, reference: paymentIntentId },
        { idempotencyKey: `tax-commit-${paymentIntentId}` },
      );
      return { ...tax, transactionId: transaction.id };
    },

    async reverse(tax, orderId) {
      if (!tax.transactionId) return;
      await (
        await stripe()
      ).tax.transactions.createReversal(
        { mode: 'full', original_transaction: tax.transactionId, reference: `refund:${orderId}` },
        { idempotencyKey: `tax-reversal-${orderId}` },
      );
    },
  };
}
