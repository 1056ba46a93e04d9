/**
 * The end of a price hold, put off while a payment is being confirmed: swapping the form then
 * would unmount Stripe's Payment Element mid-confirm and could tell a charged customer they were
 * not. complete-order's answer decides (docs/decisions/0013-price-hold.md).
 */
import { useCallback, useRef } from 'react';

export function useExpiryAfterPayment(showExpired: () => unknown): {
  onExpired: () => void;
  onPaying: (paying: boolean) => void;
} {
  const paying = useRef(false);
  const expiredWhilePaying = useRef(false);
  const onExpired = useCallback(() => {
    if (paying.current) expiredWhilePaying.current = true;
    else void showExpired();
  }, [showExpired]);
  const onPaying = useCallback(
    (now: boolean) => {
      paying.current = now;
      if (now || !expiredWhilePaying.current) return;
      expiredWhilePaying.current = false;
      void showExpired();
    },
    [showExpired],
  );
  return { onExpired, onPaying };
}
