/**
 * A provider whose location and usage requests are counted as eSIM Go counts them (usage reads the
 * eSIM, then its bundles: two requests), for the no-data rescue's tests.
 */
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';

export function countingRescueRequests(simulated: EsimProvider) {
  const requests: { method: string; iccid: string }[] = [];
  const provider: EsimProvider = {
    ...simulated,
    location: (iccid) => {
      requests.push({ method: 'location', iccid });
      return simulated.location(iccid);
    },
    usage: (iccid) => {
      requests.push({ method: 'usage', iccid }, { method: 'usage', iccid });
      return simulated.usage(iccid);
    },
  };
  /** The requests about one eSIM, in order. */
  const asked = (iccid: string) => requests.filter((r) => r.iccid === iccid).map((r) => r.method);
  return { provider, requests, asked };
}
