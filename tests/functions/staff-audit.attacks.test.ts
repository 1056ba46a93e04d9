/**
 * Every state-changing staff call leaves an audit entry naming its caller. The staff functions
 * are found on disk and each is asked which methods it accepts (anything but 405), so a new
 * function or method cannot skip the table below; then each change is made for real, against a
 * local Blobs server, the simulated provider and the test gateway, and its new entry is looked for.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminStaff from '../../netlify/functions/admin-staff.mts';
import balanceCredits from '../../netlify/functions/admin-balance-credits.mts';
import contact from '../../netlify/functions/contact.mts';
import currencyRates from '../../netlify/functions/admin-currency-rates.mts';
import customerAction from '../../netlify/functions/admin-customer-action.mts';
import orderRefund from '../../netlify/functions/admin-order-refund.mts';
import orderReveal from '../../netlify/functions/admin-order-reveal.mts';
import resendDelivery from '../../netlify/functions/admin-order-resend-delivery.mts';
import restorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import retryProvisioning from '../../netlify/functions/admin-order-retry-provisioning.mts';
import staffChange from '../../netlify/functions/admin-staff-change.mts';
import { customerActions } from '../../src/features/admin/customers/customer-action-texts.ts';
import type { CurrencyRatesAnswer } from '../../src/features/admin/catalogue/currency-rates.ts';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { saveOrder } from '../../src/features/orders/orders.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { auditPage, type AuditEntry } from '../../src/features/staff/audit-log.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, type CallOptions } from '../support/call.ts';
import { useHttpServer } from '../support/local-http.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { planWorkbook, uploadPlanWorkbook } from '../support/plan-uploads.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useEnv, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'audit-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { owner, traveller } = useCustomers({
  owner: OWNER,
  traveller: 'audit-traveller@example.com',
});
// Retried orders are handed to the background function: here, a site that accepts the trigger.
const site = useHttpServer((_req, res) => res.writeHead(202).end());
useEnv(() => ({ SITE_URL: site.origin }));

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];
type Handler = Parameters<typeof call>[0];

/** One change a staff call makes: the action its entry names, and the call made for real. */
interface StaffChange {
  action: string;
  /** Makes what the change needs (an order, a message…), then answers the change's own call. */
  prepare: () => Promise<() => Promise<Response>>;
  /** What the entry says besides its actor and action, from the call's answer. */
  entry?: (answer: Record<string, unknown>) => Record<string, unknown>;
}

const asOwner = (handler: Handler, path: string, options: CallOptions = {}) =>
  call(handler, path, { ...options, cookie: owner.cookie });
const orderCall = (handler: Handler, orderId: string, action: string, body: unknown = {}) =>
  asOwner(handler, `/api/admin/orders/${orderId}/${action}`, { body, params: { id: orderId } });
const delivered = () => deliveredOrder(traveller.userId, simulatorAt({ now: Date.now() }));

/** A message in the inbox, written through the contact form: its id. */
async function contactMessage(): Promise<string> {
  const email = `audit-writer-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await call(contact, '/api/contact', {
    body: {
      name: 'Ana Traveller',
      email,
      subject: 'refund',
      message: 'My eSIM shows no signal in Porto.',
      website: '',
      startedAt: Date.now() - 20_000,
    },
    ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  expect(sent.status).toBe(200);
  const inbox = (await (await asOwner(adminMessages, '/api/admin/messages')).json()) as {
    messages: { id: string; email: string }[];
  };
  return inbox.messages.find((message) => message.email === email)!.id;
}

const uploadWithOneMorePlan = async () =>
  uploadPlanWorkbook(
    planWorkbook([
      PLAN_SHEET_HEADER,
      ...(await loadCatalogue()).plans.map(planToRow),
      ['Japan', `${Math.floor(Math.random() * 90) + 10}GB 1 Day`, 99],
    ]),
    { cookie: owner.cookie },
  );

/** A staff member invited for the test: their address. */
async function invitedMember(): Promise<string> {
  const email = `audit-member-${randomUUID().slice(0, 8)}@roamly.example`;
  const invited = await asOwner(adminStaff, '/api/admin/staff', {
    body: { email, role: 'support' },
  });
  expect(invited.status).toBe(200);
  return email;
}

/** The catalogue before the last upload or restore, for what its entry must say. */
let replaced: { from: string; count: number };
let restored: { from: string; to: string; count: number };

/**
 * Each state-changing call a staff function accepts, as `<file> <method> <configured path>`, and
 * the changes it makes.
 */
const changes: Record<string, StaffChange[]> = {
  'admin-balance-credits POST /api/admin/balance-credits': [
    {
      action: 'balance-credit.mark',
      prepare: async () => {
        const simulator = simulatorAt({ now: Date.now() });
        const order = await deliveredOrder(traveller.userId, simulator);
        const refund = { provider: simulator, gateway: testGateway };
        expect(await requestRefund(traveller.userId, order.id, refund)).toMatchObject({ ok: true });
        const body = { orderId: order.id };
        return () => asOwner(balanceCredits, '/api/admin/balance-credits', { body });
      },
      entry: ({ orderId }) => ({
        target: { kind: 'order', id: orderId },
        before: { balanceCredit: 'pending', bundle: expect.any(String), iccid: expect.any(String) },
        after: { balanceCredit: 'credited' },
      }),
    },
  ],
  'admin-currency-rates PUT /api/admin/currency-rates': [
    {
      action: 'catalogue.set-currency-rates',
      prepare: async () => {
        const { rates } = (await (
          await asOwner(currencyRates, '/api/admin/currency-rates')
        ).json()) as CurrencyRatesAnswer;
        const changed = { ...rates, EUR: Math.round(rates.EUR * 1.01 * 10_000) / 10_000 };
        return () =>
          asOwner(currencyRates, '/api/admin/currency-rates', {
            method: 'PUT',
            body: { rates: changed },
          });
      },
    },
  ],
  'admin-customer-action POST /api/admin/customers/:id/:action': customerActions.map((action) => ({
    action: `customer.${action}`,
    prepare: async () => {
      const email = `audit-${action}-${randomUUID().slice(0, 8)}@example.com`;
      const customer = await signedInCustomer(email, {
        verified: action !== 'resend-verification',
      });
      const act = (name: string) =>
        asOwner(customerAction, `/api/admin/customers/${customer.userId}/${name}`, {
          body: {},
          params: { id: customer.userId, action: name },
        });
      if (action === 'unblock') expect((await act('block')).status).toBe(200);
      return () => act(action);
    },
  })),
  'admin-messages POST /api/admin/messages/reply': [
    {
      action: 'message.reply',
      prepare: async () => {
        const messageId = await contactMessage();
        const body = { messageId, replyId: randomUUID(), text: 'Restart the phone, please.' };
        return () => asOwner(adminMessages, '/api/admin/messages/reply', { body });
      },
    },
  ],
  'admin-messages POST /api/admin/messages/status': [
    {
      action: 'message.mark-answered',
      prepare: async () => {
        const body = { messageId: await contactMessage(), status: 'answered' };
        return () => asOwner(adminMessages, '/api/admin/messages/status', { body });
      },
    },
  ],
  'admin-order-refund POST /api/admin/orders/:id/refund': [
    {
      action: 'order.refund',
      prepare: async () => {
        const order = await delivered();
        const body = { reason: 'The eSIM never connected', scope: 'whole' };
        return () => orderCall(orderRefund, order.id, 'refund', body);
      },
    },
  ],
  'admin-order-resend-delivery POST /api/admin/orders/:id/resend-delivery': [
    {
      action: 'order.resend-delivery',
      prepare: async () => {
        const order = await delivered();
        return () => orderCall(resendDelivery, order.id, 'resend-delivery');
      },
    },
  ],
  'admin-order-retry-provisioning POST /api/admin/orders/:id/retry-provisioning': [
    {
      action: 'order.retry-provisioning',
      prepare: async () => {
        const order = await paidOrder(traveller.userId, `pi_audit_retry_${randomUUID()}`);
        await saveOrder({ ...order, provisioningStatus: 'failed', attempts: 8 });
        return () => orderCall(retryProvisioning, order.id, 'retry-provisioning');
      },
    },
  ],
  'admin-order-reveal POST /api/admin/orders/:id/reveal': [
    {
      action: 'order.reveal-activation-code',
      prepare: async () => {
        const order = await delivered();
        const body = { reason: 'The customer is on the phone' };
        return () => orderCall(orderReveal, order.id, 'reveal', body);
      },
    },
  ],
  'admin-restore-previous POST /api/admin/restore-previous': [
    {
      action: 'catalogue.restore-previous',
      prepare: async () => {
        expect((await uploadWithOneMorePlan()).status).toBe(200);
        const { version, previousVersion, plans } = await loadCatalogue();
        return async () => {
          const answer = await asOwner(restorePrevious, '/api/admin/restore-previous', {
            body: {},
          });
          restored = { from: version, to: previousVersion!, count: plans.length };
          return answer;
        };
      },
      entry: ({ version, count, added, changed, removed }) => ({
        target: { kind: 'catalogue', id: version },
        before: { version: restored.from, count: restored.count },
        after: { version, restoredVersion: restored.to, count, added, changed, removed },
      }),
    },
  ],
  'admin-staff POST /api/admin/staff': [
    {
      action: 'staff.invite',
      prepare: async () => {
        const email = `audit-invite-${randomUUID().slice(0, 8)}@roamly.example`;
        return () => asOwner(adminStaff, '/api/admin/staff', { body: { email, role: 'support' } });
      },
    },
  ],
  'admin-staff-change POST /api/admin/staff/remove': [
    {
      action: 'staff.remove',
      prepare: async () => {
        const email = await invitedMember();
        return () => asOwner(staffChange, '/api/admin/staff/remove', { body: { email } });
      },
    },
  ],
  'admin-staff-change POST /api/admin/staff/role': [
    {
      action: 'staff.change-role',
      prepare: async () => {
        const email = await invitedMember();
        return () =>
          asOwner(staffChange, '/api/admin/staff/role', { body: { email, role: 'owner' } });
      },
    },
  ],
  'admin-upload-plans POST /api/admin/upload-plans': [
    {
      action: 'catalogue.upload',
      prepare: async () => {
        const { version, plans } = await loadCatalogue();
        replaced = { from: version, count: plans.length };
        return uploadWithOneMorePlan;
      },
      entry: ({ version, count, added, changed, removed }) => ({
        target: { kind: 'catalogue', id: version },
        before: { version: replaced.from, count: replaced.count },
        after: { file: 'plans.xlsx', version, count, added, changed, removed },
      }),
    },
  ],
};
/** Every entry of the log, newest first. */
async function allEntries(): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: Parameters<typeof auditPage>[0] = null;
  for (;;) {
    const page = await auditPage(cursor);
    entries.push(...page.entries);
    const last = page.entries.at(-1);
    if (!page.nextCursor || !last) return entries;
    cursor = { ms: Date.parse(last.at), id: last.id };
  }
}

/** Calls every staff function with each state-changing method, as an owner: those not refused 405. */
async function acceptedCalls(): Promise<string[]> {
  const directory = new URL('../../netlify/functions/', import.meta.url);
  const files = readdirSync(directory).filter((file) => file.startsWith('admin-'));
  const accepted: string[] = [];
  for (const file of files) {
    const module = (await import(new URL(file, directory).href)) as {
      default: Handler;
      config: { path: string | string[] };
    };
    for (const path of [module.config.path].flat())
      for (const method of STATE_CHANGING) {
        const params = Object.fromEntries(
          [...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, 'probe']),
        );
        const concrete = path.replace(/:(\w+)/g, 'probe');
        const answer = await asOwner(module.default, concrete, { method, body: {}, params });
        if (answer.status !== 405) accepted.push(`${file.replace(/\.mts$/, '')} ${method} ${path}`);
      }
  }
  return accepted.sort();
}

describe('every state-changing staff call is audited', () => {
  test('the table names every state-changing method of every staff function', async () => {
    expect(Object.keys(changes).sort()).toEqual(await acceptedCalls());
  });

  let audited = 0;
  const cases = Object.entries(changes).flatMap(([key, list]) =>
    list.map((change) => [`${key}: ${change.action}`, change] as const),
  );
  test.each(cases)('%s', async (_name, change) => {
    const act = await change.prepare();
    const before = new Set((await allEntries()).map((entry) => entry.id));
    const answer = await act();
    const body = (await answer.clone().json()) as Record<string, unknown>;
    expect(answer.status, JSON.stringify(body)).toBeLessThan(300);
    const added = (await allEntries()).filter((entry) => !before.has(entry.id));
    expect(added).toContainEqual(
      expect.objectContaining({
        action: change.action,
        actor: { id: owner.userId, email: OWNER, role: 'owner' },
        ...change.entry?.(body),
      }),
    );
    audited += 1;
  });

  afterAll(() => {
    if (audited < cases.length) return;
    recordAttack({
      round: 4,
      item: 3,
      attack:
        'change the catalogue, restore it or mark a balance credit, and every other staff change, without an audit entry',
      tries: cases.length,
      outcome: 'refused',
    });
  });
});
