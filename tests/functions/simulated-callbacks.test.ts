import { describe, expect, test, vi } from 'vitest';
import callbackHandler from '../../netlify/functions/esimgo-callback.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import {
  callbacksFor,
  CALLBACK_PATH,
} from '../../src/features/provisioning/providers/simulated-callbacks.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { setEnv } from '../support/env.ts';
import { useHttpServer } from '../support/local-http.ts';
import { afterAnswersSettled, functionContext } from '../support/netlify-context.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useEnv, useLocalBlobs } from '../support/use-local-blobs.ts';

const MINUTE = 60_000;
/** Installed a minute after purchase, then 100 MB a minute: the 5 GB bundle lasts 50 minutes. */
const USAGE = { installAfterMs: MINUTE, bytesPerMinute: 100_000_000 };

/** What reached the site: alert type and the handler's status, in order. */
const received: string[] = [];

useLocalBlobs({ mute: ['error'] });
// The site: every POST to the callback path goes to the real handler, in this process.
const site = useHttpServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    if (req.method !== 'POST' || req.url !== CALLBACK_PATH) return res.writeHead(404).end();
    const headers = Object.entries(req.headers).map(
      ([name, value]) => [name, String(value)] as [string, string],
    );
    const response = await callbackHandler(
      new Request(`${site.origin}${CALLBACK_PATH}`, { method: 'POST', headers, body }),
      functionContext(),
    );
    received.push(`${(JSON.parse(body) as { alertType: string }).alertType} ${response.status}`);
    res
      .writeHead(response.status, { 'Content-Type': 'application/json' })
      .end(await response.text());
  });
});
useEnv(() => ({ SITE_URL: site.origin, ESIMGO_API_KEY: undefined }));

/**
 * A simulated provider on a clock the test moves, posting callbacks, and a Japan eSIM bought on it
 * at minute 0.
 */
async function esimOnTheClock(email: string, paymentIntentId: string) {
  let clock = Date.parse('2030-05-01T10:00:00Z');
  const provider = createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    usage: USAGE,
    now: () => clock,
    postCallbacks: true,
  });
  const { userId } = await signedInCustomer(email);
  const order = await paidOrder(userId, paymentIntentId);
  const done = await provisionOrder(order.id, { provider, sleep: async () => {} });
  const start = clock;
  return {
    provider,
    iccid: done!.iccid!,
    at: (minutes: number) => void (clock = start + minutes * MINUTE),
  };
}

const alertMails = async (to: string) =>
  (await listOutbox({ to }))
    .map((mail) => mail.kind)
    .filter((kind) => kind !== 'order-ready' && kind !== 'verify-email')
    .reverse();

describe('the simulated provider posts eSIM Go callbacks when usage is read', () => {
  test('the signed posts reach the handler: first use, then the 80 % and used-up mails, each once', async () => {
    const email = 'simulated-callbacks@example.com';
    const { provider, iccid, at } = await esimOnTheClock(email, 'pi_test_simulated_callbacks1');
    received.length = 0;

    at(0.5); // not installed yet: nothing to tell
    await provider.usage(iccid);
    await afterAnswersSettled(); // the alert mails go out after the handler answers
    expect(received).toEqual([]);

    at(1 + 42); // 4.2 of 5 GB used: started, and past 1, 50 and 80 %, posted in that order
    await provider.usage(iccid);
    await afterAnswersSettled();
    expect(received).toEqual([
      'FirstUse 200',
      'Utilisation 200',
      'Utilisation 200',
      'Utilisation 200',
    ]);
    expect(await alertMails(email)).toEqual(expect.arrayContaining(['first-use', 'usage-80']));

    await provider.usage(iccid); // the same state again: this instance posts nothing more
    expect(received).toHaveLength(4);

    at(1 + 55); // used up
    await provider.usage(iccid);
    await afterAnswersSettled();
    expect(received).toHaveLength(5);
    expect((await alertMails(email)).sort()).toEqual(['first-use', 'usage-100', 'usage-80']);
  });

  test('a read that finds the data used up at once still brings the 80 % mail before the used-up one, as eSIM Go would have', async () => {
    const email = 'simulated-callbacks-jump@example.com';
    const { provider, iccid, at } = await esimOnTheClock(email, 'pi_test_simulated_callbacks3');
    at(1 + 60); // nobody looked while the eSIM went from installed to used up
    await provider.usage(iccid);
    await afterAnswersSettled();
    expect(await alertMails(email)).toEqual(['first-use', 'usage-80', 'usage-100']);
  });

  test('a site that does not answer only costs a logged warning: usage is answered all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { provider, iccid, at } = await esimOnTheClock(
      'simulated-callbacks-down@example.com',
      'pi_test_simulated_callbacks2',
    );
    const restore = setEnv({ SITE_URL: 'http://127.0.0.1:9' });
    try {
      at(30);
      const usage = await provider.usage(iccid);
      expect(usage?.bundles[0]).toMatchObject({ state: 'active' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('not delivered'));
    } finally {
      restore();
      warn.mockRestore();
    }
  });
});

describe('callbacksFor', () => {
  const assignment = {
    bundle: 'esim_5GB_7D_JP_V2',
    assignmentId: 'sim-1-1',
    providerReference: 'sim-1',
    initialBytes: 100,
    unlimited: false,
    assignedAt: '',
    endTime: '2030-05-08T10:00:00.000Z',
  };
  const usageWith = (
    remainingBytes: number,
    startTime: string | null,
    state: 'active' | 'queued' | 'revoked' | 'depleted' = 'active',
  ) => ({
    iccid: '8988000000000000001',
    profileState: 'enabled' as const,
    firstInstalledAt: null,
    bundles: [{ ...assignment, remainingBytes, startTime, state }],
  });
  const ids = (usage: ReturnType<typeof usageWith>) =>
    callbacksFor(usage).map(({ id }) => id.split('/').slice(2).join('/'));

  test('a started bundle gets FirstUse and every threshold passed, lowest first, each with the data left at it; a queued or revoked one nothing', () => {
    const start = '2030-05-01T10:00:00.000Z';
    expect(ids(usageWith(100, start))).toEqual(['FirstUse']);
    expect(ids(usageWith(99, start))).toEqual(['FirstUse', 'Utilisation/1']);
    expect(ids(usageWith(50, start))).toEqual(['FirstUse', 'Utilisation/1', 'Utilisation/50']);
    expect(ids(usageWith(15, start))).toEqual([
      'FirstUse',
      'Utilisation/1',
      'Utilisation/50',
      'Utilisation/80',
    ]);
    expect(ids(usageWith(0, start, 'depleted'))).toEqual([
      'FirstUse',
      'Utilisation/1',
      'Utilisation/50',
      'Utilisation/80',
      'Utilisation/100',
    ]);
    const left = callbacksFor(usageWith(0, start, 'depleted')).map(
      ({ payload }) => payload.bundle?.remainingQuantity,
    );
    expect(left).toEqual([0, 99, 50, 20, 0]);
    expect(ids(usageWith(100, null, 'queued'))).toEqual([]);
    expect(ids(usageWith(100, start, 'revoked'))).toEqual([]);
  });

  test('FirstUse is sent once per eSIM, for its first bundle, as eSIM Go does', () => {
    const start = '2030-05-01T10:00:00.000Z';
    const first = usageWith(0, start, 'depleted');
    const topUp = {
      ...first.bundles[0]!,
      assignmentId: 'sim-2-1',
      remainingBytes: 40,
      state: 'active' as const,
    };
    const names = callbacksFor({ ...first, bundles: [first.bundles[0]!, topUp] }).map(({ id }) =>
      id.split('/').slice(1).join('/'),
    );
    expect(names).toEqual([
      'sim-1-1/FirstUse',
      'sim-1-1/Utilisation/1',
      'sim-1-1/Utilisation/50',
      'sim-1-1/Utilisation/80',
      'sim-1-1/Utilisation/100',
      'sim-2-1/Utilisation/1',
      'sim-2-1/Utilisation/50',
    ]);
  });
});
