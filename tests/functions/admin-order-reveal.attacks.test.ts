/**
 * Activation-code reveals (POST /api/admin/orders/{id}/reveal) against the real handler and a
 * local Blobs server: each one says why, and each staff member has an allowance per quarter hour,
 * counted with conditional writes, so a burst of parallel reveals past it is refused whole.
 */
import { describe, expect, test } from 'vitest';
import adminOrderReveal from '../../netlify/functions/admin-order-reveal.mts';
import { listOrderEvents } from '../../src/features/orders/order-events.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import {
  REVEAL_WINDOW_MS,
  REVEALS_PER_WINDOW,
  takeReveal,
} from '../../src/features/staff/reveal-allowance.server.ts';
import { invitedStaffMember } from '../support/accounts.ts';
import { atomicConditionalWrites } from '../support/atomic-blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'reveal-owner@roamly.example';
const OTHER_OWNER = 'reveal-other-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: `${OWNER},${OTHER_OWNER}` }, mute: ['error', 'warn'] });
const { owner, otherOwner, traveller } = useCustomers({
  owner: OWNER,
  otherOwner: OTHER_OWNER,
  traveller: 'reveal-traveller@example.com',
});

/** The allowance, as written before it existed: reveals per member per quarter hour. */
const ALLOWANCE = 10;
const WINDOW_SECONDS = 15 * 60;
const REASON = 'Customer on the phone, the QR code will not scan';

let orders = 0;
/** A paid order of the traveller's, provisioned by the simulated provider: it has a code. */
async function deliveredOrder(): Promise<OrderRecord> {
  const paid = await paidOrder(traveller.userId, `pi_test_reveal_limits_${++orders}`);
  const done = await provisionOrder(paid.id, {
    provider: createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
    sleep: async () => {},
  });
  expect(done?.lpa).toEqual(expect.any(String));
  return done!;
}

/** A support member invited by the owner, joined through the invitation's link, signed in. */
const supportMember = (email: string) => invitedStaffMember(owner.cookie, email);

function reveal(orderId: string, cookie: string, body: unknown = { reason: REASON }) {
  return call(adminOrderReveal, `/api/admin/orders/${orderId}/reveal`, {
    body,
    cookie,
    params: { id: orderId },
  });
}

/** The audit log's reveals by `email`, newest first. */
async function revealsLoggedFor(email: string) {
  const { entries } = await auditPage(null);
  return entries.filter(
    (entry) => entry.action === 'order.reveal-activation-code' && entry.actor.email === email,
  );
}

const revealEvents = async (orderId: string) =>
  (await listOrderEvents(orderId)).filter((event) => event.kind === 'activation-code-revealed');

describe('a reveal says why', () => {
  test('without a reason, or with a blank or token one, it is refused with 400 and reveals nothing', async () => {
    const order = await deliveredOrder();
    const bodies = [{}, { reason: '' }, { reason: '    ' }, { reason: 'x' }, { reason: 'help' }];
    for (const body of bodies) {
      const answer = await reveal(order.id, owner.cookie, body);
      const text = await answer.text();
      expect(answer.status, `${JSON.stringify(body)} answered ${text}`).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ message: expect.stringMatching(/reason|why/i) });
      expect(text).not.toContain(order.lpa!);
    }
    expect(await revealsLoggedFor(OWNER)).toEqual([]);
    expect(await revealEvents(order.id)).toEqual([]);
    recordAttack({
      round: 4,
      item: 8,
      attack: 'reveal an activation code without saying why (no reason, blank, one letter)',
      tries: bodies.length,
      outcome: 'refused',
    });
  });

  test('the reason is kept in the audit entry and on the order timeline', async () => {
    const order = await deliveredOrder();
    expect((await reveal(order.id, otherOwner.cookie, { reason: `  ${REASON}  ` })).status).toBe(
      200,
    );
    const [logged] = await revealsLoggedFor(OTHER_OWNER);
    expect(logged).toMatchObject({ target: { id: order.id }, reason: REASON });
    expect(await revealEvents(order.id)).toMatchObject([{ detail: REASON }]);
  });
});

describe('reveals are counted per staff member', () => {
  test('a burst of 21 parallel reveals by one support member: the allowance answered, the rest 429 and nothing revealed', async () => {
    const agent = await supportMember('reveal-agent@roamly.example');
    const targets = await Promise.all(Array.from({ length: 21 }, () => deliveredOrder()));
    // Conditional writes as Netlify applies them, atomically per key (the local server checks,
    // then writes): the burst is counted as production would count it.
    const atomic = atomicConditionalWrites();
    const answers = await Promise.all(
      targets.map((order) => reveal(order.id, agent.cookie)),
    ).finally(atomic.restore);

    const answered = targets.filter((_, i) => answers[i]!.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answered).toHaveLength(ALLOWANCE);
    expect(refused).toHaveLength(21 - ALLOWANCE);
    for (const answer of refused) {
      const wait = Number(answer.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/try again in/i) });
    }
    const logged = await revealsLoggedFor(agent.email);
    expect(logged.map((entry) => entry.target.id).sort()).toEqual(
      answered.map((order) => order.id).sort(),
    );
    const events = await Promise.all(targets.map((order) => revealEvents(order.id)));
    expect(events.filter((list) => list.length > 0)).toHaveLength(ALLOWANCE);

    // Still held back afterwards, one at a time.
    const later = await reveal(targets[0]!.id, agent.cookie);
    expect(later.status).toBe(429);
    expect(await revealsLoggedFor(agent.email)).toHaveLength(ALLOWANCE);
    recordAttack({
      round: 4,
      item: 8,
      attack: 'one support member reveals 21 activation codes at once, then one more',
      tries: 22,
      outcome: 'refused',
    });
  });

  test('one member past the allowance holds back no other member', async () => {
    const order = await deliveredOrder();
    for (let i = 0; i < ALLOWANCE; i++)
      expect((await reveal(order.id, owner.cookie)).status).toBe(200);
    expect((await reveal(order.id, owner.cookie)).status).toBe(429);
    expect((await reveal(order.id, otherOwner.cookie)).status).toBe(200);
    recordAttack({
      round: 4,
      item: 8,
      attack: "a member past the reveal allowance, then a colleague's reveal",
      tries: ALLOWANCE + 2,
      outcome: 'no effect',
    });
  });
});

describe('the count under a race', () => {
  test("a reveal taken between another's read and write of the count is never lost, at every step", async () => {
    let members = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        const staffId = `reveal-race-${++members}`;
        for (let i = 0; i < REVEALS_PER_WINDOW - 1; i++)
          expect((await takeReveal(staffId)).ok).toBe(true);
        return { staffId };
      },
      matches: ({ staffId }, key) => key.endsWith(staffId),
      holdAfterReads: 'getWithMetadata',
      runA: ({ staffId }) => takeReveal(staffId),
      runB: ({ staffId }) => takeReveal(staffId),
      check: async ({ fixture, a, b, step }) => {
        // One place was left: exactly one of the two takes it, and the window is then full.
        expect([a.ok, b.ok].filter(Boolean), `B after A's step ${step}`).toHaveLength(1);
        expect(await takeReveal(fixture.staffId)).toMatchObject({ ok: false });
      },
    });
    // B ran after A's read and after its write.
    expect(tries).toBeGreaterThanOrEqual(2);
    recordAttack({
      round: 4,
      item: 8,
      attack: "a reveal forced between another reveal's read and write of the member's count",
      tries,
      outcome: 'no effect',
    });
  });

  test('the window slides: a place is free again when the oldest reveal in it is 15 minutes old', async () => {
    const start = Date.UTC(2026, 0, 5, 9);
    for (let i = 0; i < REVEALS_PER_WINDOW; i++)
      expect((await takeReveal('reveal-window', start + i * 60_000)).ok).toBe(true);
    const held = await takeReveal('reveal-window', start + REVEALS_PER_WINDOW * 60_000);
    expect(held).toEqual({
      ok: false,
      reason: 'too-many-reveals',
      retryAfterMs: REVEAL_WINDOW_MS - REVEALS_PER_WINDOW * 60_000,
    });
    expect((await takeReveal('reveal-window', start + REVEAL_WINDOW_MS)).ok).toBe(true);
    expect((await takeReveal('reveal-window', start + REVEAL_WINDOW_MS)).ok).toBe(false);
  });
});
