/**
 * Owners manage the team from the console: an invitation by e-mail whose link sets the password,
 * roles that decide what each call allows, removal that ends the member's sessions, and an audit
 * log of each step. Against the real handlers, a local Blobs server and the local outbox.
 */
import { describe, expect, test } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminCatalogue from '../../netlify/functions/admin-catalogue.mts';
import adminStaffChange from '../../netlify/functions/admin-staff-change.mts';
import adminStaff from '../../netlify/functions/admin-staff.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import register from '../../netlify/functions/auth-register.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { auditPage, recordStaffAction } from '../../src/features/staff/audit-log.server.ts';
import { enrolAndSignIn, signedInCustomer, type Customer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'team-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });

const password = 'a colleague chose this passphrase';
/** The owner signs in once: the stores last the whole file. */
let signedInOwner: Promise<Customer> | undefined;
const theOwner = () => (signedInOwner ??= signedInCustomer(OWNER));
const invite = (owner: Customer, email: string, role = 'support') =>
  call(adminStaff, '/api/admin/staff', { body: { email, role }, cookie: owner.cookie });
const change = (cookie: string, path: 'role' | 'remove', body: object) =>
  call(adminStaffChange, `/api/admin/staff/${path}`, { body, cookie });
const roleOf = async (cookie: string) => {
  const me = await call(authUser, '/api/auth/user', { cookie });
  return me.status === 200 ? ((await me.json()) as { staffRole: string | null }).staffRole : 401;
};

/** The invitee follows the mailed link, chooses a password, signs in and enrols. */
async function acceptInvitation(email: string): Promise<string> {
  const [mail] = await listOutbox({ to: email, kind: 'staff-invitation' });
  expect(mail?.subject).toBe('You are invited to the Roamly console');
  const token = new URL(mail!.links[0]!).searchParams.get('token')!;
  const reset = await call(resetPassword, '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
  });
  expect(reset.status).toBe(200);
  const pending = await call(signin, '/api/auth/signin', { body: { email, password } });
  expect(await pending.json()).toEqual({ needsSecondFactor: true });
  return (await enrolAndSignIn(cookiesOf(pending), email)).cookie;
}

describe('the team', () => {
  test('an invited support member joins through the mailed link, and sees only what support may', async () => {
    const owner = await theOwner();
    const email = 'new-support@roamly.example';
    const invited = await invite(owner, ` New-Support@Roamly.example `);
    expect(invited.status).toBe(200);
    expect(await invited.json()).toEqual({ message: `Invitation sent to ${email}` });

    const support = await acceptInvitation(email);
    expect(await roleOf(support)).toBe('support');
    const status = async (handler: typeof adminStats, path: string) =>
      (await call(handler, path, { cookie: support })).status;
    expect(await status(adminStats, '/api/admin/stats')).toBe(200);
    expect(await status(adminCatalogue, '/api/admin/catalogue')).toBe(403);
    expect(await status(adminStaff, '/api/admin/staff')).toBe(403);
    expect(await status(adminAudit, '/api/admin/audit')).toBe(403);
    expect((await change(support, 'remove', { email: OWNER })).status).toBe(403);

    const team = (await (
      await call(adminStaff, '/api/admin/staff', { cookie: owner.cookie })
    ).json()) as {
      members: {
        email: string;
        role: string;
        source: string;
        joined: boolean;
        secondFactor: boolean;
      }[];
    };
    expect(team.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: OWNER, role: 'owner', source: 'environment' }),
        expect.objectContaining({
          email,
          role: 'support',
          source: 'invited',
          joined: true,
          secondFactor: true,
        }),
      ]),
    );

    // Made an owner: the very same session gains the owner's calls.
    expect((await change(owner.cookie, 'role', { email, role: 'owner' })).status).toBe(200);
    expect(await roleOf(support)).toBe('owner');
    expect((await call(adminCatalogue, '/api/admin/catalogue', { cookie: support })).status).toBe(
      200,
    );

    // Removed: the sessions end at once, and a new sign-in is a customer's.
    expect((await change(owner.cookie, 'remove', { email })).status).toBe(200);
    expect(await roleOf(support)).toBe(401);
    const again = await call(signin, '/api/auth/signin', { body: { email, password } });
    expect(await again.json()).toMatchObject({ email, staffRole: null });

    const { entries } = await auditPage(null);
    expect(entries.map(({ action, target, actor }) => [action, target.id, actor.email])).toEqual([
      ['staff.remove', email, OWNER],
      ['staff.change-role', email, OWNER],
      ['staff.invite', email, OWNER],
    ]);
    expect(entries[1]).toMatchObject({ before: { role: 'support' }, after: { role: 'owner' } });
  });

  test('a password typed at sign-up for an invited address makes no staff; the link does', async () => {
    const owner = await theOwner();
    const email = 'squatted-invitee@roamly.example';
    const strangers = 'the stranger typed this one';
    await call(register, '/api/auth/register', {
      body: { email, password: strangers, confirmPassword: strangers },
    });
    expect((await invite(owner, email)).status).toBe(200);
    const stranger = await call(signin, '/api/auth/signin', {
      body: { email, password: strangers },
    });
    expect(await stranger.json()).toMatchObject({ staffRole: null });
    expect(
      (await call(adminStats, '/api/admin/stats', { cookie: cookiesOf(stranger) })).status,
    ).toBe(403);
    // The invitee's own password ends the stranger's session and opens the console.
    const member = await acceptInvitation(email);
    expect(await roleOf(member)).toBe('support');
    expect(await roleOf(cookiesOf(stranger))).toBe(401);
    recordAttack({
      round: 3,
      item: 2,
      attack: 'register an invited address before its owner and wait for staff rights',
      tries: 3,
      outcome: 'refused',
    });
  });

  test('refuses changes to ADMIN_EMAILS owners, to oneself, to strangers, and bad input', async () => {
    const owner = await theOwner();
    const refusal = async (answer: Response) => [
      answer.status,
      ((await answer.json()) as { message: string }).message,
    ];
    expect(await refusal(await invite(owner, OWNER, 'support'))).toEqual([
      409,
      'This owner is listed in ADMIN_EMAILS: change that setting on Netlify to change or remove them.',
    ]);
    expect(
      await refusal(await change(owner.cookie, 'remove', { email: 'nobody@roamly.example' })),
    ).toEqual([409, 'No staff member has this e-mail address.']);
    expect((await invite(owner, 'not an address')).status).toBe(400);
    expect((await invite(owner, 'someone@roamly.example', 'admin')).status).toBe(400);
    const crossSite = await call(adminStaff, '/api/admin/staff', {
      body: { email: 'someone@roamly.example', role: 'owner' },
      cookie: owner.cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const customer = await signedInCustomer('team-customer@roamly.example');
    expect((await invite(customer, 'friend@roamly.example', 'owner')).status).toBe(403);
    expect(
      (
        await call(adminStaff, '/api/admin/staff', {
          body: { email: 'x@roamly.example', role: 'owner' },
        })
      ).status,
    ).toBe(401);
    expect(await listOutbox({ to: 'friend@roamly.example' })).toEqual([]);
    expect(await listOutbox({ to: 'someone@roamly.example' })).toEqual([]);
    recordAttack({
      round: 3,
      item: 2,
      attack: 'a customer or a cross-site page invites itself to the team',
      tries: 3,
      outcome: 'refused',
    });
  });

  test('the audit log pages newest first with a cursor that never repeats an entry', async () => {
    const owner = await theOwner();
    const start = Date.UTC(2026, 10, 20, 23, 59, 0);
    for (let i = 0; i < 55; i++)
      await recordStaffAction(
        {
          actor: { id: owner.userId, email: OWNER, role: 'owner' },
          action: 'order.reveal-activation-code',
          target: { kind: 'order', id: `order-${i}` },
        },
        start + i * 1000,
      );
    const page = async (cursor?: string) =>
      (await (
        await call(adminAudit, `/api/admin/audit${cursor ? `?cursor=${cursor}` : ''}`, {
          cookie: owner.cookie,
        })
      ).json()) as { entries: { id: string; target: { id: string } }[]; nextCursor: string | null };
    const first = await page();
    expect(first.entries).toHaveLength(50);
    const second = await page(first.nextCursor!);
    const both = [...first.entries, ...second.entries];
    const ours = both.map((entry) => entry.target.id).filter((id) => id.startsWith('order-'));
    expect(ours).toEqual(Array.from({ length: 55 }, (_, i) => `order-${54 - i}`));
    expect(second.nextCursor).toBeNull();
    expect(new Set(both.map((entry) => entry.id)).size).toBe(both.length);
    const bad = await call(adminAudit, '/api/admin/audit?cursor=%3Cscript%3E', {
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(400);
  });
});
