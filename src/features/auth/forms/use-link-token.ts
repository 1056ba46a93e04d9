/**
 * The pages a mailed link opens (verify the address, reopen a closed account): read the link's
 * `token`, make the one call it is for, show loading, then the outcome. The token is single-use,
 * so the call is made once, even when StrictMode runs the effect twice.
 */
import { useEffect, useRef, useState } from 'react';

export type LinkOutcome = { ok: boolean; message: string };
type LinkState = { status: 'loading' } | ({ status: 'done' } & LinkOutcome);

/** `redeem` never throws: a refusal or a network failure is an outcome with its message. */
export function useLinkToken(redeem: (token: string | null) => Promise<LinkOutcome>): LinkState {
  const [state, setState] = useState<LinkState>({ status: 'loading' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    void redeem(token).then((outcome) => setState({ status: 'done', ...outcome }));
  }, [redeem]);
  return state;
}
