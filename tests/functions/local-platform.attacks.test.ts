/**
 * The local platform behaves as Netlify does where an attacker could tell, through the real local
 * server: its Blobs server answers on loopback only; context.ip is the connecting client, never
 * X-Forwarded-For, so the per-IP throttle holds; a scheduled function runs on its schedule only.
 */
import { describe, expect, test } from 'vitest';
import { claimUntrustedAttempt } from '../../src/features/auth/sessions/throttle.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { useShopLocally } from '../support/local-shop.ts';
import { connects, otherAddresses } from '../support/reachability.ts';

const HOUR = 60 * 60_000;

const localShop = useShopLocally();

/**
 * The port of the Blobs server the functions were given (NETLIFY_BLOBS_CONTEXT, set in this
 * process).
 */
function blobsPort(): number {
  const context = JSON.parse(
    Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT ?? '', 'base64').toString('utf8'),
  ) as { edgeURL: string };
  return Number(new URL(context.edgeURL).port);
}

describe('the local Blobs server binds where it says', () => {
  test("the Blobs server that npm start starts is not reachable from the machine's other interfaces", async () => {
    const port = blobsPort();
    const addresses = otherAddresses();
    for (const address of addresses)
      expect(await connects(address, port), `${address}:${port}`).toBe(false);
    expect(await connects('127.0.0.1', port)).toBe(true);
    recordAttack({
      round: 2,
      item: 7,
      attack: "connect to npm start's Blobs server from another interface of the machine",
      tries: Math.max(addresses.length, 1),
      outcome: 'refused',
    });
  });
});

describe('functions get the address of the connecting client', () => {
  test(
    'password spraying through npm start from one client without X-Forwarded-For, then with a forged one',
    { timeout: 180_000 },
    async () => {
      const guess = (i: number, headers: Record<string, string> = {}) =>
        localShop().send(
          'POST',
          '/api/auth/signin',
          { email: `sprayed-${i}@example.com`, password: 'a wrong password 1' },
          headers,
        );
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await guess(i)).status);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses[20]).toBe(429);
      // The forged header names other clients: the throttle still counts this one.
      const forged = ['203.0.113.7', '198.51.100.23, 203.0.113.8', '2001:db8::1'];
      for (const [i, address] of forged.entries())
        expect((await guess(100 + i, { 'X-Forwarded-For': address })).status, address).toBe(429);
      recordAttack({
        round: 2,
        item: 7,
        attack:
          'password spraying through npm start from one client, without X-Forwarded-For and then with a forged one',
        tries: statuses.length + forged.length,
        outcome: 'refused',
      });
    },
  );
});

describe('scheduled work runs only on schedule', () => {
  const throttleKeys = async () =>
    (await openStore('users').list({ prefix: 'throttle/' })).blobs.map(({ key }) => key);
  let failures = 0;
  /** The keys of a sign-in failure made three days ago: the hourly sweep deletes them. */
  const staleFailure = async () => {
    const before = new Set(await throttleKeys());
    failures += 1;
    await claimUntrustedAttempt(
      `three-days-ago-${failures}@example.com`,
      `198.51.100.${76 + failures}`,
      Date.now() - 72 * HOUR,
    );
    return (await throttleKeys()).filter((key) => !before.has(key));
  };

  test('an anonymous call to the re-drive by URL answers as Netlify does (404) and runs nothing', async () => {
    const stale = await staleFailure();
    expect(stale).toHaveLength(2);
    const attempts: [string, string][] = [
      ['POST', '/.netlify/functions/redrive-orders'],
      ['GET', '/.netlify/functions/redrive-orders'],
      ['POST', '/.netlify/functions/redrive-orders/'],
      ['POST', '/.netlify/functions/redrive-orders?next_run=now'],
      ['POST', '/.netlify/builders/redrive-orders'],
      ['POST', '/.netlify/functions/x/../redrive-orders'],
      ['POST', '/xnetlify/functions/redrive-orders'],
      ['POST', '/.netlify/functions/sweep-expired'],
    ];
    for (const [method, path] of attempts) {
      const answer = await localShop().send(
        method,
        path,
        method === 'POST' ? { next_run: new Date().toISOString() } : undefined,
        { 'X-Nf-Event': 'schedule' },
      );
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    // Neither would run the sweep, which deletes the old failure.
    expect(await throttleKeys()).toEqual(expect.arrayContaining(stale));
    recordAttack({
      round: 2,
      item: 8,
      attack: 'anonymous calls to the scheduled re-drive by its URL on npm start',
      tries: attempts.length,
      outcome: 'refused',
    });
  });

  test('the local schedule still runs the re-drive and the sweep at their minutes, and only then', async () => {
    const stale = await staleFailure();
    expect(await localShop().schedule.runDue(new Date('2026-03-01T10:07:00Z'))).toEqual([]);
    expect(await localShop().schedule.runDue(new Date('2026-03-01T10:05:00Z'))).toEqual([
      'redrive-orders',
    ]);
    expect(await throttleKeys()).toEqual(expect.arrayContaining(stale));
    expect((await localShop().schedule.runDue(new Date('2026-03-01T11:00:00Z'))).sort()).toEqual([
      'redrive-orders',
      'sweep-expired',
    ]);
    const left = await throttleKeys();
    expect(stale.filter((key) => left.includes(key))).toEqual([]);
  });
});
