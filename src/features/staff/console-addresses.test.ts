import { describe, expect, test } from 'vitest';
import {
  customerAddress,
  idFromAddress,
  messageAddress,
  orderAddress,
} from './console-addresses.ts';

const at = (address: string) => {
  const url = new URL(address, 'https://roamly.example');
  return { pathname: url.pathname, search: url.search };
};

describe("a console thing's address", () => {
  test('gives back the id it was made from, a message id with its colons too', () => {
    const messageId = '2026-11-29T17:45:26.123Z-0a1b2c3d';
    expect(idFromAddress(at(orderAddress('7f3c2a10-1111-4222-8333-944455556666')))).toBe(
      '7f3c2a10-1111-4222-8333-944455556666',
    );
    expect(idFromAddress(at(customerAddress('u-1')))).toBe('u-1');
    expect(idFromAddress(at(messageAddress(messageId)))).toBe(messageId);
  });

  test('reads the old addresses mails already carry, and nothing from a list', () => {
    expect(idFromAddress(at('/admin/order?id=abc-123'))).toBe('abc-123');
    expect(idFromAddress(at('/admin/customer?id=u-9'))).toBe('u-9');
    expect(idFromAddress(at('/admin/order'))).toBe('');
    expect(idFromAddress(at('/admin/orders/%E0%A4%A'))).toBe('');
  });
});
