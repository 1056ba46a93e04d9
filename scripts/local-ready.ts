/**
 * `GET /__local/ready`: 200 once the functions answer, 503 before. `npm start` serves pages while
 * the emulator still bundles the functions in the background; the browser tests and the bench wait
 * on this address instead of the home page, so their first calls do not queue behind that work.
 */
import type { RequestListener } from 'node:http';

export const LOCAL_READY_PATH = '/__local/ready';

/** Answers the ready address itself and passes every other request to `next`. */
export function withReadiness(next: RequestListener, isReady: () => boolean): RequestListener {
  return (req, res) => {
    if ((req.url ?? '/').split('?')[0] !== LOCAL_READY_PATH) return next(req, res);
    const ready = isReady();
    const message = ready ? 'Ready' : 'The functions are still being bundled';
    res
      .writeHead(ready ? 200 : 503, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      })
      .end(JSON.stringify({ message }));
  };
}
