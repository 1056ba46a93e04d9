import { describe, expect, it } from 'vitest';
import { csvCell, salesCsv, toCsv } from './sales-csv.ts';
import type { SalesAnswer } from './sales-report.ts';

const answer: SalesAnswer = {
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    {
      ...{ day: '2026-03-01', orders: 3, revenue: { USD: 5550 }, delivered: 2, failed: 1 },
      ...{ refunded: 0, refundedAmount: {}, checkouts: 4 },
    },
    {
      ...{ day: '2026-03-02', orders: 1, revenue: { USD: 800, EUR: 1000 }, delivered: 1 },
      ...{ failed: 0, refunded: 1, refundedAmount: { USD: 800 }, checkouts: 1 },
    },
  ],
  topDestinations: [{ destination: '=HYPERLINK("http://evil")', orders: 2, revenue: { USD: 800 } }],
  topPlans: [
    {
      ...{ planId: 'jp', name: '5GB, 7 Days', destination: 'Japan', orders: 2 },
      ...{ revenue: { USD: 3700 }, margin: { USD: -150 }, ordersWithCost: 2 },
    },
    {
      ...{ planId: 'fr', name: '@SUM(A1)', destination: 'France', orders: 1 },
      ...{ revenue: { USD: 800 }, margin: null, ordersWithCost: 0 },
    },
  ],
  refundRate: 0.25,
  failureRate: 0.25,
  funnel: { checkouts: 5, paid: 4, delivered: 3 },
};

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['Japan', 'Japan'],
    ['5GB, 7 Days', '"5GB, 7 Days"'],
    ['say "hi"', '"say ""hi"""'],
    ['=A1,"x"', `"'=A1,""x"""`],
  ])('writes the text %j as %s', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('writes numbers as numbers, a negative one too', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(toCsv([['a', 1]])).toBe('a,1\r\n');
  });
});

describe('the Sales downloads', () => {
  it('revenue per day, one column per currency, the largest first, in currency units', () => {
    expect(salesCsv(answer, 'revenue')).toBe(
      [
        'Day,Revenue (USD),Revenue (EUR),Refunded orders,Refunded (USD),Refunded (EUR)',
        '2026-03-01,55.5,0,0,0,0',
        '2026-03-02,8,10,1,8,0',
        '',
      ].join('\r\n'),
    );
  });

  it('orders per day, with the funnel around them', () => {
    expect(salesCsv(answer, 'orders').split('\r\n').slice(0, 2)).toEqual([
      'Day,Checkouts,Orders paid,Delivered,Failed,Refunded',
      '2026-03-01,4,3,2,1,0',
    ]);
  });

  it('top destinations and plans, their text defused, an unknown margin left empty', () => {
    expect(salesCsv(answer, 'destinations').split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil"")",2,8`,
    );
    expect(salesCsv(answer, 'plans').split('\r\n')).toEqual([
      'Plan,Destination,Orders,Revenue (USD),Orders with a known cost,Margin (USD)',
      '"5GB, 7 Days",Japan,2,37,2,-1.5',
      "'@SUM(A1),France,1,8,0,",
      '',
    ]);
  });
});
