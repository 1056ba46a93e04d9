/**
 * A checkout's tax: quoted from the billing and IP countries when the intent is made, settled once
 * the card's country is known, committed with the order
 * (docs/decisions/0044-checkout-tax-and-consent.md). Prices include tax: the charge never changes.
 */
import { chargeOfCheckout, gatewayCurrency, type Charge } from '../currency/charge.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { taxPortFor } from '../tax/tax-port.ts';
import { checkBuyerVatId, type VatNotice } from '../tax/vat-check-port.ts';
import type { OrderTax } from '../tax/order-tax.ts';
import type { BusinessBuyer } from '../orders/order.ts';
import type { PhoneFamily } from '../orders/phone-family.ts';
import type { PaymentIntentView } from '../payments/gateway.ts';
import type { CheckoutRecord } from './checkout-records.server.ts';
import type { CreatedIntent, IntentRequest, ShownTax } from './checkout.ts';

/** Who asks, as the request tells: the country Netlify places them in, and their language. */
export interface Shopper {
  ipCountry: string | null;
  locale: string;
  /** The phone the request came from (its user agent), for the install reminder's first link. */
  phone?: PhoneFamily;
}

type SaleTerms = Pick<CheckoutRecord, 'tax' | 'businessBuyer' | 'deliveryConsent'>;

/**
 * The tax quoted for a new checkout, what its record keeps, and what the summary shows. A business
 * buyer's EU VAT number is checked with VIES here, once per quote: the settlement reuses the
 * answer the checkout keeps (docs/decisions/0045-vat-numbers-confirmed-with-vies.md).
 */
export async function quoteCheckoutTax(
  request: IntentRequest,
  shopper: Shopper,
  charge: Charge,
  reference: string,
): Promise<{ record: SaleTerms; shown: ShownTax | null; vatNotice: CreatedIntent['vatNotice'] }> {
  const { billingCountry, business, deliveryConsent } = request;
  const businessBuyer: BusinessBuyer | undefined = business && {
    ...business,
    country: billingCountry,
  };
  const taxed = businessBuyer ? { vatId: businessBuyer.vatId, country: billingCountry } : null;
  const { vatCheck, notice } = await checkBuyerVatId(taxed);
  const tax = await taxPortFor().quote({
    amount: charge.amount,
    currency: gatewayCurrency(charge.currency),
    evidence: { billingCountry, cardCountry: null, ipCountry: shopper.ipCountry },
    business: taxed && { ...taxed, vatCheck },
    reference,
  });
  return {
    record: {
      tax,
      ...(businessBuyer ? { businessBuyer } : {}),
      deliveryConsent: {
        at: new Date().toISOString(),
        textKey: deliveryConsent,
        locale: shopper.locale,
      },
    },
    shown: shownTax(tax),
    vatNotice: notice && { reason: notice, message: await vatNoticeText(notice, shopper.locale) },
  };
}

async function vatNoticeText(notice: VatNotice, locale: string): Promise<string> {
  const t = await loadTranslator(locale);
  return t(notice === 'unreachable' ? 'checkout.vatUnreachable' : 'checkout.vatNotConfirmed');
}

/** What the order summary shows of a tax: nothing where none is charged. */
function shownTax(tax: OrderTax): ShownTax | null {
  if (tax.scheme === null || tax.reverseCharge || tax.rateBasisPoints === 0) return null;
  return { country: tax.country, rateBasisPoints: tax.rateBasisPoints, amount: tax.amount };
}

/**
 * The tax of a paid checkout, committed: re-quoted first when the card's country, now known, is
 * new evidence. Both paths that make the order may run this; the port commits once per intent.
 */
export async function settleCheckoutTax(
  checkout: CheckoutRecord,
  intent: Pick<PaymentIntentView, 'id' | 'cardCountry'>,
): Promise<OrderTax | null> {
  const quoted = checkout.tax;
  if (!quoted) return null;
  const port = taxPortFor();
  const cardCountry = intent.cardCountry ?? null;
  const { amount, currency } = chargeOfCheckout(checkout);
  const tax =
    cardCountry === null || cardCountry === quoted.evidence.cardCountry
      ? quoted
      : await port.quote({
          amount,
          currency: gatewayCurrency(currency),
          evidence: { ...quoted.evidence, cardCountry },
          // VIES is not asked again: the quote's answer stands.
          business: checkout.businessBuyer
            ? {
                vatId: checkout.businessBuyer.vatId,
                country: checkout.businessBuyer.country,
                vatCheck: quoted.vatCheck ?? null,
              }
            : null,
          reference: intent.id,
        });
  return port.commit(tax, intent.id);
}
