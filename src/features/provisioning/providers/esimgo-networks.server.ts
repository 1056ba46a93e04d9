/**
 * eSIM Go's `GET /networks?isos=…`: each country's networks with their speeds. No field is
 * required: an entry without an ISO code names no country we asked for and is left out, a network
 * without a name keeps null.
 */
import * as z from 'zod';
import { ProviderError, type CountryNetworkList } from '../../esim-provider/provider.ts';
import { isSuccess, type EsimGoHttp } from './esimgo-http.server.ts';

/** Countries asked per call: every country there is fits in three. */
export const NETWORK_COUNTRIES_PER_CALL = 100;

const networkSchema = z.object({
  name: z.string().nullish(),
  brandName: z.string().nullish(),
  speed: z.array(z.string()).nullish(),
});
const answerSchema = z.object({
  countryNetworks: z
    .array(z.object({ name: z.string().nullish(), networks: z.array(networkSchema).nullish() }))
    .nullish(),
});

const named = (text: string | null | undefined) => text?.trim() || null;

/** The networks of `countries` (ISO codes), in as few calls as the chunk size allows. */
export async function esimGoNetworks(
  { send, failure }: EsimGoHttp,
  countries: readonly string[],
): Promise<CountryNetworkList[]> {
  const asked = [...new Set(countries.map((code) => code.trim().toUpperCase()))].filter((code) =>
    /^[A-Z]{2}$/.test(code),
  );
  const chunks: string[][] = [];
  for (let start = 0; start < asked.length; start += NETWORK_COUNTRIES_PER_CALL)
    chunks.push(asked.slice(start, start + NETWORK_COUNTRIES_PER_CALL));

  async function readChunk(isos: string[]): Promise<CountryNetworkList[]> {
    const answer = await send('GET', `/networks?${new URLSearchParams({ isos: isos.join(',') })}`);
    if (!isSuccess(answer.status)) throw failure(answer, 'network list', false);
    const parsed = answerSchema.safeParse(answer.body);
    if (!parsed.success)
      throw new ProviderError('eSIM Go answered the network list with something unreadable', {
        retryable: true,
      });
    return (parsed.data.countryNetworks ?? []).flatMap((entry) => {
      const country = entry.name?.trim().toUpperCase() ?? '';
      if (!isos.includes(country)) return [];
      const networks = (entry.networks ?? []).map((network) => ({
        name: named(network.name),
        brandName: named(network.brandName),
        speeds: network.speed ? network.speed.map((speed) => speed.trim()).filter(Boolean) : null,
      }));
      return [{ country, networks }];
    });
  }
  return (await Promise.all(chunks.map(readChunk))).flat();
}
