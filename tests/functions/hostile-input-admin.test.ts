/**
 * Hostile input to the admin functions (tests/support/hostile-suite.ts): never a 5xx, every 4xx
 * JSON with a message, a refusal stores nothing. The upload runs before restore-previous, which
 * undoes a rare accepted file.
 */
import fc from 'fast-check';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminSales from '../../netlify/functions/admin-sales.mts';
import adminTax from '../../netlify/functions/admin-tax.mts';
import adminCustomerAction from '../../netlify/functions/admin-customer-action.mts';
import adminCustomer from '../../netlify/functions/admin-customer.mts';
import adminOrderRefund from '../../netlify/functions/admin-order-refund.mts';
import adminOrderResendDelivery from '../../netlify/functions/admin-order-resend-delivery.mts';
import adminOrderRetryProvisioning from '../../netlify/functions/admin-order-retry-provisioning.mts';
import adminStaffChange from '../../netlify/functions/admin-staff-change.mts';
import adminStaff from '../../netlify/functions/admin-staff.mts';
import adminBalanceCredits from '../../netlify/functions/admin-balance-credits.mts';
import adminCatalogue from '../../netlify/functions/admin-catalogue.mts';
import adminCurrencyRates from '../../netlify/functions/admin-currency-rates.mts';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminOrderReveal from '../../netlify/functions/admin-order-reveal.mts';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrderDocument from '../../netlify/functions/admin-order-document.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminPlansExport from '../../netlify/functions/admin-plans-export.mts';
import adminRestorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import adminUploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import adminWithdrawals from '../../netlify/functions/admin-withdrawals.mts';
import { jsonBodies } from '../support/hostile-requests.ts';
import { hostileUploads } from '../support/hostile-uploads.ts';
import { hostileJson, nearValidPayload } from '../support/hostile-values.ts';
import {
  admins,
  describeHostileInput,
  emails,
  f,
  json,
  pick,
  type Targets,
} from '../support/hostile-suite.ts';

/** Rates for the nine currencies: mostly sensible, else zero, negative, huge, missing or hostile. */
const currencyRates = fc.dictionary(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom('EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'JPY', 'CHF', 'SGD', 'HKD'),
    },
    { weight: 1, arbitrary: fc.constantFrom('USD', 'eur', 'XYZ', '__proto__', 'constructor') },
  ),
  fc.oneof(
    { weight: 4, arbitrary: fc.double({ min: 0.01, max: 200, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e9, 10_000.5, '0.9', null) },
    { weight: 1, arbitrary: hostileJson },
  ),
  { maxKeys: 12 },
);

/** Search parameters: mostly well-formed terms, filters and cursors, else hostile strings. */
const searchQuery = (names: Record<string, () => readonly string[]>) =>
  fc
    .record(Object.fromEntries(Object.entries(names).map(([name, good]) => [name, pick(good())])), {
      requiredKeys: [],
    })
    .map((params) => new URLSearchParams(params as Record<string, string>).toString());
const searchTerms = () => [
  ...emails,
  f.orderIds.completed,
  'pi_unknown_payment',
  '8988000000000000001',
  'Zoë Müller',
  '',
];

/** `{id}` of /api/admin/orders/{id}: mostly real orders (delivered, paid, unknown). */
const orderIdParams = () =>
  fc.record(
    { id: pick([f.orderIds.completed, f.orderIds.pending, '0'.repeat(24)]) },
    { requiredKeys: [] },
  );

/** `{id}` and `{name}` of /api/admin/orders/{id}/documents/{name}. */
const documentParams = () =>
  fc.record(
    {
      id: pick([f.orderIds.completed, f.orderIds.pending, '0'.repeat(24)]),
      name: pick(['invoice-1', 'credit-note-refund', 'invoice-2', 'credit-note-of-invoice-1']),
    },
    { requiredKeys: [] },
  );

const customerIdParams = () =>
  fc.record(
    { id: pick([f.customer.userId, f.admin.userId, '00000000-0000-4000-8000-000000000000']) },
    { requiredKeys: [] },
  );

const targets: Targets = [
  [
    'admin-stats',
    80,
    () => ({
      handler: adminStats,
      path: '/api/admin/stats',
      shape: { methods: ['GET'], sessions: admins() },
    }),
  ],
  [
    'admin-catalogue',
    80,
    () => ({
      handler: adminCatalogue,
      path: '/api/admin/catalogue',
      shape: { methods: ['GET'], sessions: admins() },
    }),
  ],
  [
    'admin-currency-rates',
    150,
    () => ({
      handler: adminCurrencyRates,
      path: '/api/admin/currency-rates',
      shape: {
        methods: ['GET', 'PUT'],
        sessions: admins(),
        body: jsonBodies(
          fc.oneof(
            hostileJson,
            nearValidPayload({}),
            fc.record({ rates: currencyRates }),
            fc.record({ rates: currencyRates, extra: hostileJson }),
          ),
        ),
      },
    }),
  ],
  [
    'admin-plans-export',
    60,
    () => ({
      handler: adminPlansExport,
      path: '/api/admin/plans-export',
      shape: { methods: ['GET'], sessions: admins() },
    }),
  ],
  [
    'admin-messages',
    80,
    () => ({
      handler: adminMessages,
      path: '/api/admin/messages',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({
          status: () => ['open', 'answered', 'closed'],
          cursor: () => ['2026-11-24T10:00:00.000Z-0a1b2c3d', 'x'],
        }),
      },
    }),
  ],
  [
    'admin-messages-reply',
    80,
    () => ({
      handler: adminMessages,
      path: '/api/admin/messages/reply',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        body: json({
          messageId: ['2026-11-24T10:00:00.000Z-0a1b2c3d', '../message/x'],
          replyId: ['5b9c6f8e-2f4d-4c1a-9d3e-7a6b5c4d3e2f', 'again'],
          text: ['Thanks, your refund is on its way.', ''],
        }),
      },
    }),
  ],
  [
    'admin-balance-credits',
    100,
    () => ({
      handler: adminBalanceCredits,
      path: '/api/admin/balance-credits',
      shape: {
        methods: ['GET', 'POST'],
        sessions: admins(),
        body: json({ orderId: [f.orderIds.completed, f.orderIds.someoneElses, '0'.repeat(24)] }),
      },
    }),
  ],
  [
    'admin-upload-plans',
    300,
    () => ({
      handler: adminUploadPlans,
      path: '/api/admin/upload-plans',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        body: hostileUploads,
        headers: fc.oneof(
          { weight: 4, arbitrary: fc.constant({ 'x-requested-with': 'fetch' }) },
          { weight: 1, arbitrary: fc.constant({}) },
        ),
      },
    }),
  ],
  [
    'admin-orders',
    150,
    () => ({
      handler: adminOrders,
      path: '/api/admin/orders',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({
          q: searchTerms,
          status: () => ['paid', 'provisioning', 'delivered', 'failed', 'refunded'],
          from: () => ['2026-01-01', '2026-02-30', ''],
          to: () => ['2026-12-31', '1999-01-01'],
          destination: () => ['JP', 'Japan', 'bosnia & herzegovina'],
          cursor: () => ['MTc2NDAwMDAwMDAwMC1hYmNkZWYwMTIzNDU2Nzg5YWJjZGVmMDE', 'x'],
        }),
      },
    }),
  ],
  [
    'admin-customers',
    100,
    () => ({
      handler: adminCustomers,
      path: '/api/admin/customers',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({ q: searchTerms, cursor: () => ['x', ''] }),
      },
    }),
  ],
  [
    'admin-order',
    100,
    () => ({
      handler: adminOrder,
      path: '/api/admin/orders/x',
      shape: { methods: ['GET'], sessions: admins(), params: orderIdParams() },
    }),
  ],
  [
    'admin-order-document',
    60,
    () => ({
      handler: adminOrderDocument,
      path: '/api/admin/orders/x/documents/invoice-1',
      shape: { methods: ['GET'], sessions: admins(), params: documentParams() },
    }),
  ],
  [
    'admin-order-reveal',
    100,
    () => ({
      handler: adminOrderReveal,
      path: '/api/admin/orders/x/reveal',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        params: orderIdParams(),
        body: json({ reason: ['Customer on the phone', ''] }),
      },
    }),
  ],
  [
    'admin-order-resend-delivery',
    80,
    () => ({
      handler: adminOrderResendDelivery,
      path: '/api/admin/orders/x/resend-delivery',
      shape: { methods: ['POST'], sessions: admins(), params: orderIdParams(), body: json({}) },
    }),
  ],
  [
    'admin-order-retry-provisioning',
    80,
    () => ({
      handler: adminOrderRetryProvisioning,
      path: '/api/admin/orders/x/retry-provisioning',
      shape: { methods: ['POST'], sessions: admins(), params: orderIdParams(), body: json({}) },
    }),
  ],
  [
    'admin-order-refund',
    100,
    () => ({
      handler: adminOrderRefund,
      path: '/api/admin/orders/x/refund',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        params: orderIdParams(),
        body: json({
          reason: ['The customer cancelled the trip', 'x'],
          scope: ['whole', 'provider-refundable', 'everything'],
        }),
      },
    }),
  ],
  [
    'admin-customer',
    80,
    () => ({
      handler: adminCustomer,
      path: '/api/admin/customers/x',
      shape: { methods: ['GET'], sessions: admins(), params: customerIdParams() },
    }),
  ],
  [
    'admin-customer-action',
    100,
    () => ({
      handler: adminCustomerAction,
      path: '/api/admin/customers/x/end-sessions',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        params: fc.record(
          {
            id: pick([f.customer.userId, f.admin.userId, '00000000-0000-4000-8000-000000000000']),
            // Not 'block': a blocked fixture customer would change what the later targets meet.
            action: pick(['end-sessions', 'resend-verification', 'unblock', 'delete']),
          },
          { requiredKeys: [] },
        ),
        body: json({}),
      },
    }),
  ],
  [
    'admin-staff',
    100,
    () => ({
      handler: adminStaff,
      path: '/api/admin/staff',
      shape: {
        methods: ['GET', 'POST'],
        sessions: admins(),
        body: json({
          email: [...emails, 'new-colleague@roamly.example'],
          role: ['owner', 'support'],
        }),
      },
    }),
  ],
  [
    'admin-staff-change',
    100,
    () => ({
      handler: adminStaffChange,
      path: '/api/admin/staff/role',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        body: json({
          email: [...emails, 'new-colleague@roamly.example'],
          role: ['owner', 'support'],
        }),
      },
    }),
  ],
  [
    'admin-audit',
    60,
    () => ({
      handler: adminAudit,
      path: '/api/admin/audit',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({
          cursor: () => ['MTc2NDAwMDAwMDAwMC1hYmNkZWYwMTIzNDU2Nzg5YWJjZGVmMDE', 'x', ''],
        }),
      },
    }),
  ],
  [
    'admin-sales',
    100,
    () => ({
      handler: adminSales,
      path: '/api/admin/sales',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({
          from: () => ['2026-01-01', '2026-02-30', '1999-12-31', '0000-01-01', '9999-12-31', ''],
          to: () => ['2026-03-31', '2025-01-01', '2999-12-31', '2026-13-01'],
        }),
      },
    }),
  ],
  [
    'admin-tax',
    100,
    () => ({
      handler: adminTax,
      path: '/api/admin/tax',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({
          quarter: () => ['2026-Q4', '2026-Q5', '1999-Q1', '2026-q1', 'Q4', ''],
          format: () => ['json', 'csv', 'xml', ''],
        }),
      },
    }),
  ],
  [
    'admin-withdrawals',
    100,
    () => ({
      handler: adminWithdrawals,
      path: '/api/admin/withdrawals',
      shape: {
        methods: ['GET'],
        sessions: admins(),
        query: searchQuery({
          cursor: () => ['MTc2NDAwMDAwMDAwMC1hYmNkZWYwMTIzNDU2Nzg5YWJjZGVmMDE', 'x', ''],
          order: () => [f.orderIds.completed, f.orderIds.someoneElses, '0'.repeat(24), 'x'],
        }),
      },
    }),
  ],
  [
    'admin-restore-previous',
    100,
    () => ({
      handler: adminRestorePrevious,
      path: '/api/admin/restore-previous',
      shape: {
        methods: ['POST'],
        sessions: admins(),
        body: jsonBodies(fc.oneof(fc.constant({}), hostileJson, nearValidPayload({}))),
      },
    }),
  ],
];

describeHostileInput('admin', targets);
