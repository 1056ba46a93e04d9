/**
 * The fourth review's item 5, against the real handlers and a local Blobs server: only owners act
 * on a staff member's account. Support blocking, unblocking, signing out or mailing a fellow
 * support member or an owner is refused (403) and changes nothing; owners still act on support,
 * and support still acts on customers.
 */
import { describe, expect, test } from 'vitest';
import customerAction from '../../netlify/functions/admin-customer-action.mts';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminStaffChange from '../../netlify/functions/admin-staff-change.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { findUserById } from '../../src/features/auth/users.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { type Customer, invitedStaffMember } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'peers-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { owner, customer } = useCustomers({
  owner: OWNER,
  customer: 'peers-customer@example.com',
});

/** A support member the owner invites, who follows the mailed link, signs in and enrols. */
const supportMember = (email: string) => invitedStaffMember(owner.cookie, email);

const act = (id: string, action: string, cookie: string) =>
  call(customerAction, `/api/admin/customers/${id}/${action}`, {
    body: {},
    cookie,
    params: { id, action },
  });
/** Whether a staff member's console session still works. */
const consoleStatus = (member: Customer) =>
  call(adminCustomers, '/api/admin/customers', { cookie: member.cookie }).then((r) => r.status);
const auditedOn = async (userId: string) =>
  (await auditPage(null)).entries.filter((entry) => entry.target.id === userId);
const actions = ['block', 'unblock', 'end-sessions', 'resend-verification'];

describe('item 5: only owners act on staff accounts', () => {
  test('support blocking, unblocking, signing out or mailing a fellow support member or an owner gets 403 and changes nothing', async () => {
    const actor = await supportMember('peers-actor@roamly.example');
    const peer = await supportMember('peers-target@roamly.example');
    let tries = 0;
    for (const target of [peer, owner]) {
      const before = await findUserById(target.userId);
      for (const action of actions) {
        const answer = await act(target.userId, action, actor.cookie);
        expect(answer.status, `${action} on ${target.email}`).toBe(403);
        expect(await answer.json()).toEqual({
          message: "Only an owner can act on a staff member's account",
        });
        tries++;
      }
      expect(await findUserById(target.userId)).toEqual(before);
      expect(await consoleStatus(target), target.email).toBe(200);
      expect(await auditedOn(target.userId)).toEqual([]);
    }
    expect(await listOutbox({ to: peer.email, kind: 'account-blocked' })).toEqual([]);
    recordAttack({
      round: 4,
      item: 5,
      attack: 'support blocks, unblocks, signs out or re-mails a fellow support member or an owner',
      tries,
      outcome: 'refused',
    });
  });

  test('support cannot change a role or remove a colleague either (owners only)', async () => {
    const actor = await supportMember('peers-changer@roamly.example');
    const peer = await supportMember('peers-kept@roamly.example');
    const change = (path: 'role' | 'remove', body: object) =>
      call(adminStaffChange, `/api/admin/staff/${path}`, { body, cookie: actor.cookie });
    const answers = [
      await change('role', { email: peer.email, role: 'owner' }),
      await change('role', { email: actor.email, role: 'owner' }),
      await change('remove', { email: peer.email }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ message: 'Access denied' });
    }
    expect(await consoleStatus(peer)).toBe(200);
    const me = await call(authUser, '/api/auth/user', { cookie: actor.cookie });
    expect(await me.json()).toMatchObject({ staffRole: 'support' });
    recordAttack({
      round: 4,
      item: 5,
      attack: 'support raises its own or a colleague’s role, or removes a colleague',
      tries: answers.length,
      outcome: 'refused',
    });
  });

  test('an owner still blocks and unblocks a support member; support still blocks a customer', async () => {
    const member = await supportMember('peers-blocked@roamly.example');
    expect((await act(member.userId, 'block', owner.cookie)).status).toBe(200);
    expect(await consoleStatus(member)).toBe(401);
    expect((await act(member.userId, 'unblock', owner.cookie)).status).toBe(200);

    const actor = await supportMember('peers-helper@roamly.example');
    expect((await act(customer.userId, 'block', actor.cookie)).status).toBe(200);
    expect((await findUserById(customer.userId))?.blockedAt).toEqual(expect.any(String));
    expect((await act(customer.userId, 'unblock', actor.cookie)).status).toBe(200);
    const self = await act(actor.userId, 'block', actor.cookie);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: 'You cannot do this to your own account' });
  });
});
