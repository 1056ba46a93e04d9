import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from './redirect-after-login.ts';
import { SIGN_IN_REDIRECT_DELAY_MS, sendToSignIn } from './sign-in-notice.ts';
import { $toasts } from '../../components/ui/toast.store.ts';

describe('sending a signed-out visitor to sign in', () => {
  const assign = vi.fn();
  const stored = new Map<string, string>();

  beforeEach(() => {
    vi.useFakeTimers();
    assign.mockReset();
    stored.clear();
    $toasts.set([]);
    vi.stubGlobal('window', {
      location: { assign },
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    });
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => stored.set(key, value),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('shows a destructive toast, remembers the path and redirects after 1 s', () => {
    sendToSignIn({
      title: 'Authentication Required',
      description: 'Please sign in to continue.',
      returnPath: '/checkout/us-5gb-7d',
    });
    expect($toasts.get()[0]).toMatchObject({
      title: 'Authentication Required',
      description: 'Please sign in to continue.',
      variant: 'destructive',
    });
    expect(stored.get(REDIRECT_AFTER_LOGIN_KEY)).toBe('/checkout/us-5gb-7d');
    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/signin');
  });

  test('sends a visitor to the sign-in page in the language of the page they were on', () => {
    sendToSignIn({
      title: 'Connexion requise',
      description: 'Connectez-vous pour continuer.',
      returnPath: '/fr/checkout/us-5gb-7d',
      locale: 'fr',
    });
    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledWith('/fr/signin');
  });

  test('the orders page signs in through /api/login and remembers nothing', () => {
    sendToSignIn({
      title: 'Unauthorized',
      description: 'Please log in to view your orders.',
      destination: '/api/login',
    });
    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledWith('/api/login');
    expect(stored.size).toBe(0);
  });
});
