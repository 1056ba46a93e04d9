/**
 * eSIM Go's `GET /esims/{iccid}/location` (OpenAPI LocationResponse) read into the port's
 * EsimLocation. The specification requires none of its fields: each one missing, blank or not of
 * its kind is null.
 */
import * as z from 'zod';
import { ProviderError, type EsimLocation } from '../../esim-provider/provider.ts';
import { isSuccess, type EsimGoHttp } from './esimgo-http.server.ts';

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value?.trim() || null);

const locationSchema = z.object({
  mobileNetworkCode: text,
  networkName: text,
  networkBrandName: text,
  // The example writes `FR`; anything else (a name, three letters) is not read as a country.
  country: text.transform((code) =>
    code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null,
  ),
  lastSeen: text.transform((time) => {
    const at = time === null ? Number.NaN : Date.parse(time);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  }),
});

/** Where eSIM Go last saw the eSIM; refusals and failures are ProviderErrors as for usage. */
export async function esimGoLocation(http: EsimGoHttp, iccid: string): Promise<EsimLocation> {
  const answer = await http.send('GET', `/esims/${encodeURIComponent(iccid)}/location`);
  if (!isSuccess(answer.status)) throw http.failure(answer, 'eSIM location', false);
  const read = locationSchema.safeParse(answer.body);
  if (!read.success)
    throw new ProviderError('eSIM Go answered the eSIM location with something unreadable', {
      retryable: true,
    });
  const { mobileNetworkCode, networkName, networkBrandName, country, lastSeen } = read.data;
  return {
    countryCode: country,
    mobileNetworkCode,
    networkName,
    networkBrandName,
    lastSeenAt: lastSeen,
  };
}
