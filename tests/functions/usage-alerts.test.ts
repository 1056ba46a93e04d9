import { getStore } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { markRefunded } from '../../src/features/orders/orders.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { afterReads, betweenWrites, type WriteFault } from '../support/faults-blobs.ts';
import {
  boughtEsim,
  firstUse,
  firstUseAsSpecified,
  postCallback,
  utilisation,
} from '../support/esimgo-callbacks.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

let sequence = 0;
let email: string;
let esim: { orderId: string; iccid: string };
let fault: WriteFault | null = null;

useLocalBlobs({
  env: { SITE_URL: 'https://roamly.example', ESIMGO_API_KEY: undefined },
  mute: ['warn', 'error'],
});
// A customer per test, so each test's outbox is its own.
beforeEach(async () => {
  email = `traveller${++sequence}@example.com`;
  const { userId } = await signedInCustomer(email);
  esim = await boughtEsim(userId, `pi_test_alerts${sequence}`);
});
afterEach(() => {
  fault?.restore();
  fault = null;
});

/** The alert mails this test's customer got, oldest first, by kind. */
async function alertKinds(): Promise<string[]> {
  const mails = await listOutbox({ to: email });
  return mails
    .map((mail) => mail.kind)
    .filter((kind) => ['usage-80', 'usage-100', 'first-use'].includes(kind))
    .reverse();
}

async function post(...payloads: Parameters<typeof postCallback>[0][]) {
  for (const payload of payloads) expect((await postCallback(payload)).status).toBe(200);
}

describe('usage alerts: each once per bundle assignment', () => {
  test('80 % used sends the 80 % mail once, however often it is reported', async () => {
    await post(
      utilisation(esim.iccid, 0.8),
      utilisation(esim.iccid, 0.8),
      utilisation(esim.iccid, 0.85),
    );
    expect(await alertKinds()).toEqual(['usage-80']);
  });

  test('1 % and 50 % send nothing', async () => {
    await post(
      utilisation(esim.iccid, 0.01),
      utilisation(esim.iccid, 0.5),
      utilisation(esim.iccid, 0.79),
    );
    expect(await alertKinds()).toEqual([]);
  });

  test('80 % then 100 % sends both, once each', async () => {
    await post(
      utilisation(esim.iccid, 0.8),
      utilisation(esim.iccid, 1),
      utilisation(esim.iccid, 0.8),
      utilisation(esim.iccid, 1),
    );
    expect(await alertKinds()).toEqual(['usage-80', 'usage-100']);
  });

  test('100 % arriving first: the late 80 % (and a 50 %) send nothing', async () => {
    await post(
      utilisation(esim.iccid, 1),
      utilisation(esim.iccid, 0.8),
      utilisation(esim.iccid, 0.5),
      utilisation(esim.iccid, 1),
    );
    expect(await alertKinds()).toEqual(['usage-100']);
  });

  test('the first use is mailed once', async () => {
    await post(
      firstUse(esim.iccid, new Date().toISOString()),
      firstUse(esim.iccid, new Date().toISOString()),
    );
    expect(await alertKinds()).toEqual(['first-use']);
  });

  test('a new bundle on the same eSIM (a top-up) gets its own alerts', async () => {
    await post(
      utilisation(esim.iccid, 1, 'asg-1'),
      utilisation(esim.iccid, 0.8, 'asg-2'),
      utilisation(esim.iccid, 0.9, 'asg-2'),
    );
    expect(await alertKinds()).toEqual(['usage-100', 'usage-80']);
  });

  test('an unlimited bundle gets no data alerts', async () => {
    const unlimited = utilisation(esim.iccid, 1);
    await post({ ...unlimited, bundle: { ...unlimited.bundle!, unlimited: true } });
    expect(await alertKinds()).toEqual([]);
  });

  test('reported usage never goes back: a late 50 % leaves the 80 % report in place', async () => {
    await post(utilisation(esim.iccid, 0.8), utilisation(esim.iccid, 0.5));
    const usage = await openStore('esims').get(`usage/${esim.iccid}`, { type: 'json' });
    expect(usage).toMatchObject({ remainingBytes: 1_000_000_000 });
  });
});

describe('usage alerts from callbacks without quantities (the specification requires none)', () => {
  const withoutQuantities = (
    payload: ReturnType<typeof utilisation>,
    keep: { initialQuantity?: number; remainingQuantity?: number } = {},
  ) => {
    const { initialQuantity: _initial, remainingQuantity: _remaining, ...bundle } = payload.bundle!;
    return { ...payload, bundle: { ...bundle, ...keep } };
  };

  /** The alert mails' texts of this test's customer: none may show a number it does not have. */
  async function alertTexts(): Promise<string[]> {
    const mails = await listOutbox({ to: email });
    return mails
      .filter((mail) => ['usage-80', 'usage-100', 'first-use'].includes(mail.kind))
      .map((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`);
  }

  test('a Utilisation with neither quantity sends nothing: it cannot say how much is left', async () => {
    await post(
      withoutQuantities(utilisation(esim.iccid, 0.8)),
      withoutQuantities(utilisation(esim.iccid, 1)),
    );
    expect(await alertKinds()).toEqual([]);
  });

  test('a Utilisation with data left but no starting quantity sends nothing: no share can be read', async () => {
    await post(withoutQuantities(utilisation(esim.iccid, 0.9), { remainingQuantity: 10_000_000 }));
    expect(await alertKinds()).toEqual([]);
  });

  test('a Utilisation saying nothing is left (no starting quantity) sends the used-up mail, with no number in it', async () => {
    await post(withoutQuantities(utilisation(esim.iccid, 1), { remainingQuantity: 0 }));
    expect(await alertKinds()).toEqual(['usage-100']);
    const [text] = await alertTexts();
    expect(text).toContain('Your Japan eSIM has no data left.');
    expect(text).not.toMatch(/NaN|undefined|null|0 MB of 0 MB/);
  });

  test('a FirstUse without quantities or end still sends "Your plan has started", saying only what it knows', async () => {
    await post(firstUseAsSpecified(esim.iccid, { days: null }));
    expect(await alertKinds()).toEqual(['first-use']);
    const [text] = await alertTexts();
    expect(text).toContain('Your plan has started.');
    expect(text).toContain(
      'Your Japan eSIM is connected. My Orders shows the data and days you have left.',
    );
    expect(text).not.toMatch(/NaN|undefined|null|0 MB|until its data is used up/);
  });
});

describe('usage alerts: concurrent callbacks (forced interleavings)', () => {
  test('a second callback that runs right after the first claimed the alert sends nothing more', async () => {
    let inside = false;
    fault = betweenWrites(async (_store, key) => {
      if (inside || !key.startsWith('alert/')) return;
      inside = true;
      expect((await postCallback(utilisation(esim.iccid, 0.8))).status).toBe(200);
    });
    await post(utilisation(esim.iccid, 0.8));
    expect(inside).toBe(true);
    expect(await alertKinds()).toEqual(['usage-80']);
  });

  test('a second callback that runs while the first holds its read of the mail queue sends nothing more', async () => {
    let inside = false;
    fault = afterReads(async (_store, key) => {
      if (inside || !key.startsWith('message/usage-80/')) return;
      inside = true;
      expect((await postCallback(utilisation(esim.iccid, 0.8))).status).toBe(200);
    });
    await post(utilisation(esim.iccid, 0.8));
    expect(inside).toBe(true);
    expect(await alertKinds()).toEqual(['usage-80']);
  });

  test('a 100 % that runs while an 80 % holds its claim: each mail at most once, and no 80 % after the 100 %', async () => {
    let inside = false;
    fault = betweenWrites(async (_store, key) => {
      if (inside || !key.startsWith('alert/')) return;
      inside = true;
      expect((await postCallback(utilisation(esim.iccid, 1))).status).toBe(200);
    });
    await post(utilisation(esim.iccid, 0.8));
    expect(inside).toBe(true);
    // The 100 % was claimed before the 80 % queued its mail: the 80 % mail would only contradict
    // it.
    expect(await alertKinds()).toEqual(['usage-100']);
  });
});

describe('usage alerts: a crash between the two gates', () => {
  test('a callback retried after its mail could not be queued sends it then, once', async () => {
    const prototype = Object.getPrototypeOf(getStore({ name: 'dev-mail' })) as {
      setJSON: (...args: unknown[]) => Promise<unknown>;
    };
    const original = prototype.setJSON;
    const failing = vi.spyOn(prototype, 'setJSON').mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      if (String(args[0]).startsWith('pending/usage-80/'))
        return Promise.reject(new Error('Blobs write failed (injected fault)'));
      return original.apply(this, args);
    });
    try {
      expect((await postCallback(utilisation(esim.iccid, 0.8))).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await alertKinds()).toEqual([]);
    // eSIM Go retries a callback that was not answered 2xx.
    await post(utilisation(esim.iccid, 0.8), utilisation(esim.iccid, 0.8));
    expect(await alertKinds()).toEqual(['usage-80']);
  });
});

describe('a refunded eSIM', () => {
  test("gets no alert: its plan is revoked and the mail's 'Add data' link would answer 404", async () => {
    expect(await markRefunded(esim.orderId, new Date().toISOString())).not.toBeNull();
    await post(
      firstUse(esim.iccid, '2030-05-01T10:00:00Z'),
      utilisation(esim.iccid, 0.85),
      utilisation(esim.iccid, 1),
    );
    expect(await alertKinds()).toEqual([]);
    recordAttack({
      round: 2,
      item: 3,
      attack:
        "usage callbacks for a refunded eSIM (first use, 80 %, 100 %: 'Add data' links that answer 404)",
      tries: 3,
      outcome: 'no effect',
    });
  });
});
