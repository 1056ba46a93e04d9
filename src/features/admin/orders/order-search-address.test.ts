import { expect, test } from 'vitest';
import { addressOfSearch, searchFromAddress } from './order-search-address.ts';

test('an order search survives the trip through the address, blank fields left out', () => {
  const search = {
    q: 'mia@example.com',
    status: 'delivered',
    from: '2026-11-01',
    to: '',
    destination: '',
  };
  const address = addressOfSearch(search);
  expect(address).toBe('/admin/orders?q=mia%40example.com&state=delivered&from=2026-11-01');
  expect(searchFromAddress(new URL(address, 'https://roamly.example').search)).toEqual(search);
  expect(addressOfSearch({ q: ' ', status: '', from: '', to: '', destination: '' })).toBe(
    '/admin/orders',
  );
});
