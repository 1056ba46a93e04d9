import { expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { deliveryDueBy, promiseValues } from './delivery-promise.ts';

test('the latest time is 30 minutes after payment', () => {
  expect(deliveryDueBy('2026-05-01T12:02:00.000Z')).toBe('2026-05-01T12:32:00.000Z');
});

test("the promise states the latest time in the reader's language and zone", () => {
  const dueBy = '2026-05-01T12:32:00.000Z';
  expect(promiseValues(translator('de'), dueBy, 'Europe/Berlin')).toEqual({
    minutes: 30,
    time: '14:32',
  });
  expect(promiseValues(translator('ja'), dueBy, 'Asia/Tokyo').time).toBe('21:32');
  expect(promiseValues(translator('en'), dueBy, 'Europe/London').time).toBe('13:32');
  expect(
    translator('fr')(
      'orders.deliveryPromise',
      promiseValues(translator('fr'), dueBy, 'Europe/Paris'),
    ),
  ).toBe('Prête en général en moins d’une minute, au plus tard en 30 minutes : avant 14:32.');
});
