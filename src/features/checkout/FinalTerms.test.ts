import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import enCatalogue from '../i18n/messages/en/catalogue.ts';
import enLegal from '../i18n/messages/en/legal.ts';
import jaCatalogue from '../i18n/messages/ja/catalogue.ts';
import jaLegal from '../i18n/messages/ja/legal.ts';
import { translatorOf } from '../i18n/translate.ts';
import { REFUND_WINDOW_DAYS } from '../refunds/refund-window.ts';
import FinalTerms from './FinalTerms.tsx';

const plan = {
  id: 'jp-5gb-7d',
  name: 'Japan 5GB 7 Days',
  data: '5GB',
  duration: '7 days',
  amount: 1200,
  currency: 'jpy',
} as PricedPlan;

/** The text a shopper reads: tags dropped, one line per row. */
const shown = (html: string) =>
  html
    .replace(/<\/(dt|h3)>/g, ': ')
    .replace(/<\/(div|p|a)>/g, '\n')
    .replace(/<[^>]+>/g, '');

describe('the final terms above the pay button', () => {
  test('state the plan, quantity, total with tax, when the card is charged and when it arrives', () => {
    const t = translatorOf({ ...enLegal, ...enCatalogue }, 'en');
    const text = shown(
      renderToStaticMarkup(
        createElement(FinalTerms, { t, plan, price: { amount: 1200, currency: 'JPY' } }),
      ),
    );
    expect(text).toContain('Plan: Japan 5GB 7 Days');
    expect(text).toContain('Data and validity: 5GB for 7 days, counted from activation');
    expect(text).toContain('Quantity: 1');
    expect(text).toContain('Total, taxes included: ¥1,200');
    expect(text).toContain('Payment: Charged to your card now, when you press the button below');
    expect(text).toContain('Delivery: Right after payment, by e-mail and in My Orders');
    expect(text).toContain('Contract: A one-off purchase: no subscription, nothing renews');
    expect(text).toContain(`within ${REFUND_WINDOW_DAYS} days for a full refund`);
  });

  test('in Japanese, with the terms and the commercial disclosure linked in the page’s language', () => {
    const t = translatorOf({ ...jaLegal, ...jaCatalogue }, 'ja');
    const html = renderToStaticMarkup(
      createElement(FinalTerms, { t, plan, price: { amount: 1200, currency: 'JPY' } }),
    );
    const text = shown(html);
    expect(text).toContain('数量: 1');
    expect(text).toContain('合計金額（税込）: ￥1,200');
    expect(text).toContain('お支払い: 下のボタンを押した時点で、カードに請求されます');
    expect(text).toContain(`購入から${REFUND_WINDOW_DAYS}日以内`);
    expect(html).toContain('href="/ja/terms"');
    expect(html).toContain('href="/ja/commercial-disclosure">特定商取引法に基づく表記</a>');
  });
});
