/**
 * The provider call gate keeps one record per eSIM, taken by a write at the version read: however
 * long an eSIM is looked at, its keys do not grow, and two requests never both win the same minute
 * (docs/decisions/0016-status-cache-and-provider-cap.md). Real local Blobs; the races are forced.
 */
import { describe, expect, test } from 'vitest';
import {
  claimProviderCall,
  recordProviderCall,
} from '../../src/features/esims/provider-call-gate.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { atomicConditionalWrites } from '../support/atomic-blobs.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const MINUTE = 60_000;
const START = Date.parse('2026-06-10T12:00:30.000Z');
let sequence = 0;
const newIccid = () => `8944000000${String(++sequence).padStart(10, '0')}`;
const at = (ms: number) => () => ms;

const gateKeys = async (iccid: string) =>
  (await openStore('esims').list({ prefix: `provider-claim/${iccid}` })).blobs.map(
    ({ key }) => key,
  );

describe('one record per eSIM', () => {
  test('twenty calls over forty minutes leave one key, holding the last call', async () => {
    const iccid = newIccid();
    for (let call = 0; call < 20; call++) {
      const claim = await claimProviderCall(iccid, at(START + call * 2 * MINUTE));
      if (!claim.ok) throw new Error(`call ${call} was refused`);
      await recordProviderCall(iccid, claim, 'ok');
    }
    expect(await gateKeys(iccid)).toEqual([`provider-claim/${iccid}`]);
    const last = await openStore('esims').get(`provider-claim/${iccid}`, { type: 'json' });
    expect(last).toEqual({ calledAt: START + 38 * MINUTE, outcome: 'ok' });
  });

  test('the minute and the time to decide still part two calls, across any window edge', async () => {
    const iccid = newIccid();
    expect((await claimProviderCall(iccid, at(START))).ok).toBe(true);
    const refused = await claimProviderCall(iccid, at(START + 69_999));
    expect(refused).toMatchObject({ ok: false, nextCallAt: START + 70_000 });
    expect((await claimProviderCall(iccid, at(START + 70_000))).ok).toBe(true);
  });

  test("a call slower than the minute does not put its older time back over the next call's claim", async () => {
    const iccid = newIccid();
    const slow = await claimProviderCall(iccid, at(START));
    const next = await claimProviderCall(iccid, at(START + 75_000));
    if (!slow.ok || !next.ok) throw new Error('both claims were due');
    await recordProviderCall(iccid, slow, 'failed'); // the slow call ends only now
    expect((await claimProviderCall(iccid, at(START + 100_000))).ok).toBe(false);
    await recordProviderCall(iccid, next, 'ok');
    const record = await openStore('esims').get(`provider-claim/${iccid}`, { type: 'json' });
    expect(record).toEqual({ calledAt: START + 75_000, outcome: 'ok' });
  });
});

describe('two requests due at once', () => {
  test('B claiming whole at each point of A: exactly one of them wins', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const iccid = newIccid();
        // A call two minutes ago: both requests find it old and try to replace it.
        const earlier = await claimProviderCall(iccid, at(START - 2 * MINUTE));
        if (!earlier.ok) throw new Error('the first claim is always due');
        await recordProviderCall(iccid, earlier, 'ok');
        return { iccid };
      },
      matches: ({ iccid }, key) => key === `provider-claim/${iccid}`,
      holdAfterReads: 'getWithMetadata',
      runA: ({ iccid }) => claimProviderCall(iccid, at(START)),
      runB: ({ iccid }) => claimProviderCall(iccid, at(START + 1000)),
      check: ({ a, b, step }) => {
        expect([a.ok, b.ok].filter(Boolean), `B ran after A's step ${step}`).toHaveLength(1);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(2);
  });

  test('twenty instances replacing an old claim at once (conditional writes atomic): one wins', async () => {
    const iccid = newIccid();
    const earlier = await claimProviderCall(iccid, at(START - 2 * MINUTE));
    if (!earlier.ok) throw new Error('the first claim is always due');
    const atomic = atomicConditionalWrites();
    try {
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => claimProviderCall(iccid, at(START))),
      );
      expect(claims.filter((claim) => claim.ok)).toHaveLength(1);
    } finally {
      atomic.restore();
    }
  });
});
