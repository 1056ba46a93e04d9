import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $toasts } from '../../components/ui/toast.store.ts';
import { errorDescription } from '../../lib/api-client.ts';
import { REDIRECT_AFTER_LOGIN_KEY, SIGN_IN_REDIRECT_DELAY_MS } from '../auth/redirect-after-login.ts';
import { amountToPay, formatCardNumber, formatCvc, formatExpiry, payButtonLabel, planIdFromPath } from './checkout-flow.ts';
import { sendToSignIn } from './sign-in-notice.ts';

describe('the plan id in the checkout path', () => {
  test('is the segment after /checkout/, with or without a trailing slash', () => {
    expect(planIdFromPath('/checkout/us-5gb-7d')).toBe('us-5gb-7d');
    expect(planIdFromPath('/checkout/us-5gb-7d/')).toBe('us-5gb-7d');
  });

  test('is missing on the bare page, deeper paths and ids no plan can have', () => {
    expect(planIdFromPath('/checkout')).toBeNull();
    expect(planIdFromPath('/checkout/')).toBeNull();
    expect(planIdFromPath('/checkout/us/extra')).toBeNull();
    expect(planIdFromPath('/checkout/US_5GB')).toBeNull();
    expect(planIdFromPath('/checkout/%E0%A4%A')).toBeNull();
  });
});

describe('card fields as the visitor types', () => {
  test('the card number is grouped by four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  test('the expiry reads MM / YY and a first digit above 1 is a month', () => {
    expect(formatExpiry('1226')).toBe('12 / 26');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04 / 29');
    expect(formatExpiry('12/345')).toBe('12 / 34');
  });

  test('the CVC keeps up to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('the pay button and error texts', () => {
  test("reads 'Pay $15.00', then 'Processing...' while working", () => {
    expect(payButtonLabel(15, false)).toBe('Pay $15.00');
    expect(payButtonLabel(15, true)).toBe('Processing...');
  });

  test("charges the intent's amount once the server has priced it", () => {
    expect(amountToPay(15, undefined)).toBe(15);
    expect(amountToPay(15, 1650)).toBe(16.5);
  });

  test("an exception gives its message, or 'Unexpected error occurred.'", () => {
    expect(errorDescription(new Error('Network down'))).toBe('Network down');
    expect(errorDescription(new Error(''))).toBe('Unexpected error occurred.');
    expect(errorDescription('boom')).toBe('Unexpected error occurred.');
  });
});

describe('sending a signed-out visitor to sign in', () => {
  const assign = vi.fn();
  const stored = new Map<string, string>();

  beforeEach(() => {
    vi.useFakeTimers();
    assign.mockReset();
    stored.clear();
    $toasts.set([]);
    vi.stubGlobal('window', { location: { assign }, setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
    vi.stubGlobal('localStorage', { setItem: (key: string, value: string) => stored.set(key, value) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('shows a destructive toast, remembers the path and redirects after 1 s', () => {
    sendToSignIn({ title: 'Authentication Required', description: 'Please sign in to continue.', returnPath: '/checkout/us-5gb-7d' });
    expect($toasts.get()[0]).toMatchObject({ title: 'Authentication Required', description: 'Please sign in to continue.', variant: 'destructive' });
    expect(stored.get(REDIRECT_AFTER_LOGIN_KEY)).toBe('/checkout/us-5gb-7d');
    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/signin');
  });

  test('the orders page signs in through /api/login and remembers nothing', () => {
    sendToSignIn({ title: 'Unauthorized', description: 'Please log in to view your orders.', destination: '/api/login' });
    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(stored.size).toBe(0);
  });
});
