/**
 * A sign-in costs the same Blobs calls whatever the shop holds, and none is a listing
 * (docs/decisions/0038-consistency-of-listings.md): measured at two sizes of orders and others'
 * failures, and the reset link's mail cap likewise. The clock stands at noon UTC.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import register from '../../netlify/functions/auth-register.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import { claimUntrustedAttempt } from '../../src/features/auth/sessions/throttle.server.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { call, cookiesOf } from '../support/call.ts';
import { withDirectBlobs } from '../support/direct-blobs.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ mute: ['warn'] });
const password = 'the measured passphrase';
const NOON = new Date(new Date().toISOString().slice(0, 10) + 'T12:00:00.000Z');

type Size = 'small' | 'large';
const OPERATIONS = [
  'a wrong password from a new browser',
  'the right password from a new browser',
  'the right password from a trusted browser',
  'a guess on a throttled account',
  'a reset link asked for (its mail cap)',
] as const;
type Operation = (typeof OPERATIONS)[number];
const measured: Record<Size, Partial<Record<Operation, BlobsCalls>>> = { small: {}, large: {} };

const signInAs = (email: string, secret: string, ip: string, cookie?: string) =>
  call(signin, '/api/auth/signin', { body: { email, password: secret }, ip, cookie });

async function registered(email: string): Promise<void> {
  const body = { email, password, confirmPassword: password };
  expect((await call(register, '/api/auth/register', { body })).status).toBe(201);
  await afterAnswersSettled();
}

/** Other accounts' failures, each from its own address, written straight to the files. */
async function otherFailures(from: number, to: number): Promise<void> {
  await withDirectBlobs(blobs.directory, async () => {
    for (let i = from; i < to; i++)
      await claimUntrustedAttempt(`stranger-${i}@example.com`, `10.1.${i >> 8}.${i & 255}`);
  });
}

/** Each operation once, on accounts of its own, counting every Blobs call it makes. */
async function measure(size: Size): Promise<void> {
  const email = `measured-${size}@example.com`;
  const locked = `locked-${size}@example.com`;
  const net = size === 'small' ? '203.0.113' : '198.51.100';
  await registered(email);
  await registered(locked);
  for (let i = 0; i < 5; i++) await signInAs(locked, `guess ${i}`, `${net}.${100 + i}`);

  const calls = async (operation: Operation, work: () => Promise<Response>, status: number) => {
    const { result, calls } = await countBlobsCalls(async () => {
      const response = await work();
      await afterAnswersSettled();
      return response;
    });
    expect([operation, result.status]).toEqual([operation, status]);
    measured[size][operation] = calls;
    return result;
  };
  await calls(OPERATIONS[0], () => signInAs(email, 'a wrong password', `${net}.1`), 401);
  const browser = cookiesOf(
    await calls(OPERATIONS[1], () => signInAs(email, password, `${net}.2`), 200),
  );
  await calls(OPERATIONS[2], () => signInAs(email, password, `${net}.3`, browser), 200);
  await calls(OPERATIONS[3], () => signInAs(locked, password, `${net}.4`), 429);
  await calls(
    OPERATIONS[4],
    () => call(forgotPassword, '/api/auth/forgot-password', { body: { email } }),
    200,
  );
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
  await seedShop(blobs.directory, { orders: 1_000 });
  await otherFailures(0, 10);
  await measure('small');
  await seedShop(blobs.directory, { orders: 9_000 });
  await otherFailures(10, 1_000);
  await measure('large');
}, 600_000);
afterAll(() => {
  vi.useRealTimers();
});

describe('a sign-in costs the same, without a listing, with a small and a large shop', () => {
  test.each(OPERATIONS)('%s', (operation) => {
    const { small, large } = { small: measured.small[operation], large: measured.large[operation] };
    console.info(`${operation}: ${JSON.stringify(small)} then ${JSON.stringify(large)}`);
    expect(small?.listPages).toBe(0);
    expect(large).toEqual(small);
  });
});
