import { expect, test } from 'vitest';
import { useHttpServer } from '../../../tests/support/local-http.ts';
import { defaultCatalogue } from '../catalogue/catalogue.server.ts';
import { providerFactsFor } from './provider-facts.server.ts';
import { createEsimGoProvider } from './providers/esimgo.server.ts';

// An eSIM Go that takes every request and never answers.
const hanging = useHttpServer(() => {});

test('a provider that never answers costs the upload its facts, not the upload itself', async () => {
  const provider = createEsimGoProvider({
    apiKey: 'hanging-test-key',
    baseUrl: `${hanging.origin}/v2.4`,
    timeoutMs: 60_000,
  });
  const plans = defaultCatalogue().plans.slice(0, 3);
  expect(await providerFactsFor(plans, () => provider, 50)).toEqual({
    ok: false,
    reason: 'provider-unavailable',
    message: 'the eSIM provider did not answer within 50 ms',
  });
});

test('plans without a bundle ask the provider nothing', async () => {
  const plans = defaultCatalogue()
    .plans.slice(0, 3)
    .map(({ bundle: _bundle, ...plan }) => plan);
  const fetched = await providerFactsFor(plans, () => {
    throw new Error('no provider should be asked');
  });
  expect(fetched).toMatchObject({ ok: true, facts: new Map() });
});
