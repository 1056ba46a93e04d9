import { beforeEach, describe, expect, test } from 'vitest';
import { answer } from '../../../../tests/support/local-http.ts';
import { CATALOGUE_MAX_PAGES, CATALOGUE_PER_PAGE } from './esimgo-catalogue.server.ts';
import { providerError, useEsimGoTestServer } from './esimgo-test-server.ts';
import { NETWORK_COUNTRIES_PER_CALL } from './esimgo-networks.server.ts';

/** What the next catalogue pages answer, by page number; a missing page is a 500. */
let pages: (page: number) => unknown = () => [];
const server = useEsimGoTestServer((_req, res, url) => {
  if (url.pathname === '/v2.4/catalogue') {
    const body = pages(Number(url.searchParams.get('page')));
    return body === undefined ? answer(res, 500, { message: 'down' }) : answer(res, 200, body);
  }
  if (url.pathname === '/v2.4/networks') {
    const isos = (url.searchParams.get('isos') ?? '').split(',');
    return answer(res, 200, {
      countryNetworks: isos.map((iso) => ({
        name: iso,
        networks: [{ name: `Net ${iso}`, brandName: ` `, mcc: '208', speed: ['4G', 'LTE'] }],
      })),
    });
  }
  answer(res, 404, { message: 'Not found' });
});
beforeEach(() => void server.seen.splice(0));

const bundle = (name: string) => ({
  name,
  countries: [{ name: 'France', region: 'Europe', iso: 'FR' }],
  roamingEnabled: [{ iso: 'de' }, { iso: 'Germany' }],
  speed: ['4G', '5G'],
  autostart: true,
  unlimited: false,
});
const catalogueUrls = () => server.seen.map((request) => request.url);

describe('the catalogue: every page, read once', () => {
  test("the live API's page object: every page it counts, and the bundles' facts", async () => {
    pages = (page) => ({ bundles: [bundle(`b${page}`)], pageCount: 3, rows: 3, pageSize: 1 });
    const bundles = await server.provider().catalogue();
    expect(bundles.map((item) => item.name)).toEqual(['b1', 'b2', 'b3']);
    expect(bundles[0]).toEqual({
      name: 'b1',
      countries: ['FR', 'DE'],
      speeds: ['4G', '5G'],
      autostart: true,
      unlimited: false,
    });
    expect(catalogueUrls().sort()).toEqual(
      [1, 2, 3].map((page) => `/v2.4/catalogue?page=${page}&perPage=${CATALOGUE_PER_PAGE}`),
    );
  });

  test("the specification's bare list: a full page asks for the next, a short one ends", async () => {
    const full = Array.from({ length: CATALOGUE_PER_PAGE }, (_, i) => ({ name: `b${i}` }));
    pages = (page) => (page === 1 ? full : [{ name: 'last' }]);
    const bundles = await server.provider().catalogue();
    expect(bundles).toHaveLength(CATALOGUE_PER_PAGE + 1);
    expect(bundles.at(-1)).toEqual({
      name: 'last',
      countries: [],
      speeds: null,
      autostart: null,
      unlimited: null,
    });
    expect(server.seen).toHaveLength(2);
  });

  test('a catalogue longer than the page cap, or a failed page, is an error, not a part', async () => {
    pages = () => ({ bundles: [], pageCount: CATALOGUE_MAX_PAGES + 1 });
    expect((await providerError(server.provider().catalogue())).retryable).toBe(false);
    expect(server.seen).toHaveLength(1);

    pages = (page) => (page === 2 ? undefined : { bundles: [bundle('b')], pageCount: 2 });
    expect((await providerError(server.provider().catalogue())).message).toContain(
      'catalogue failed (500)',
    );
  });
});

test('networks: the countries asked for, a hundred a call, names trimmed to null', async () => {
  const countries = Array.from({ length: 130 }, (_, i) =>
    String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
  );
  const networks = await server.provider().networks(countries);
  expect(server.seen).toHaveLength(Math.ceil(130 / NETWORK_COUNTRIES_PER_CALL));
  expect(networks).toHaveLength(130);
  expect(networks[0]).toEqual({
    country: 'AA',
    networks: [{ name: 'Net AA', brandName: null, speeds: ['4G', 'LTE'] }],
  });
  expect(await server.provider().networks([])).toEqual([]);
});
