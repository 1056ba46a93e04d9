/**
 * Hostile input to the admin functions (tests/support/hostile-suite.ts): never a 5xx, every 4xx
 * JSON with a message, a refusal stores nothing. The upload runs before restore-previous, which
 * undoes a rare accepted file.
 */
import fc from 'fast-check';
import adminBalanceCredits from '../../netlify/functions/admin-balance-credits.mts';
import adminCatalogue from '../../netlify/functions/admin-catalogue.mts';
import adminContactMessages from '../../netlify/functions/admin-contact-messages.mts';
import adminPlansExport from '../../netlify/functions/admin-plans-export.mts';
import adminRestorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import adminUploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import { jsonBodies } from '../support/hostile-requests.ts';
import { hostileUploads } from '../support/hostile-uploads.ts';
import { hostileJson, nearValidPayload } from '../support/hostile-values.ts';
import { admins, describeHostileInput, f, json, type Targets } from '../support/hostile-suite.ts';

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
    'admin-plans-export',
    60,
    () => ({
      handler: adminPlansExport,
      path: '/api/admin/plans-export',
      shape: { methods: ['GET'], sessions: admins() },
    }),
  ],
  [
    'admin-contact-messages',
    80,
    () => ({
      handler: adminContactMessages,
      path: '/api/admin/contact-messages',
      shape: { methods: ['GET'], sessions: admins() },
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
