import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and until the island has hydrated. Submit buttons stay
 * disabled until then, so an early click never posts a form natively (with a password in it)
 * to a static page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
