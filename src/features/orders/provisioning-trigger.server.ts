/**
 * Starts provisioning in the background function. A failed trigger is logged, not fatal: the
 * order exists, and the scheduled re-drive picks up anything left pending.
 */
export const PROVISION_FUNCTION_PATH = '/.netlify/functions/provision-order-background';

export async function requestProvisioning(orderId: string, origin: string): Promise<void> {
  try {
    const response = await fetch(new URL(PROVISION_FUNCTION_PATH, origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderId }),
      // Netlify answers 202 at once; the local emulator can take seconds when busy.
      signal: AbortSignal.timeout(15_000),
    });
    // Read the answer to its end: an unread body is still open when the timeout fires, and
    // undici then fails on a closed stream outside of this try.
    await response.arrayBuffer();
    if (!response.ok) console.error(`Provisioning trigger for order ${orderId} answered ${response.status}`);
  } catch (error) {
    console.error(`Provisioning trigger for order ${orderId} failed; the re-drive will start it`, error instanceof Error ? error.message : error);
  }
}
