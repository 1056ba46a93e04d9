/**
 * Hostile input to the catalogue, account, data-rights, withdrawal and contact functions
 * (tests/support/hostile-suite.ts): never a 5xx, every 4xx JSON with a message, a refusal stores
 * nothing. The failure counter of sign-in (and of the password closing an account) is the one
 * write a refusal makes on purpose.
 */
import fc from 'fast-check';
import { beforeAll } from 'vitest';
import accountClose from '../../netlify/functions/account-close.mts';
import accountData from '../../netlify/functions/account-data.mts';
import accountReopen from '../../netlify/functions/account-reopen.mts';
import authForgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import authRegister from '../../netlify/functions/auth-register.mts';
import authResendVerification from '../../netlify/functions/auth-resend-verification.mts';
import authResetPassword from '../../netlify/functions/auth-reset-password.mts';
import authSignin from '../../netlify/functions/auth-signin.mts';
import authSignout from '../../netlify/functions/auth-signout.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import contact from '../../netlify/functions/contact.mts';
import login from '../../netlify/functions/login.mts';
import plans from '../../netlify/functions/plans.mts';
import tooManyRequests from '../../netlify/functions/too-many-requests.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import withdrawalConfirm from '../../netlify/functions/withdrawal-confirm.mts';
import withdrawalContract from '../../netlify/functions/withdrawal-contract.mts';
import withdrawalLink from '../../netlify/functions/withdrawal-link.mts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { createUser } from '../../src/features/auth/users.server.ts';
import { closeAccount } from '../../src/features/data-rights/account-closure.server.ts';
import { signWithdrawalLink } from '../../src/features/withdrawal/withdrawal-link.server.ts';
import { hostileQuery, jsonBodies } from '../support/hostile-requests.ts';
import {
  forgedToken,
  headerValue,
  hostileString,
  nearValidPayload,
} from '../support/hostile-values.ts';
import {
  anyone,
  customers,
  describeHostileInput,
  emails,
  f,
  json,
  PASSWORD,
  pick,
  seldomValid,
  type Targets,
} from '../support/hostile-suite.ts';

const targets: Targets = [
  [
    'plans',
    200,
    () => ({
      handler: plans,
      path: '/api/plans',
      shape: {
        methods: ['GET', 'HEAD'],
        sessions: anyone(),
        params: fc.oneof(
          fc.constant({}),
          fc.record({ countryCode: pick(['fr', 'US', 'QQ', 'usa', 'u%24', '%E0%A4%A']) }),
        ),
        headers: fc.record(
          { 'if-none-match': pick(['"default"', '*', 'W/"default"'], headerValue) },
          { requiredKeys: [] },
        ),
      },
    }),
  ],
  [
    'login',
    60,
    () => ({ handler: login, path: '/api/login', shape: { methods: ['GET'], sessions: anyone() } }),
  ],
  [
    'too-many-requests',
    40,
    () => ({
      handler: tooManyRequests,
      path: '/api/too-many-requests',
      shape: { methods: ['GET', 'POST'], sessions: anyone(), body: json({}) },
    }),
  ],
  [
    'auth-register',
    60,
    () => ({
      handler: authRegister,
      path: '/api/auth/register',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: seldomValid(
          {
            email: ['not-an-email', 'a@'],
            password: [PASSWORD, 'short'],
            confirmPassword: [PASSWORD],
            firstName: ['Ada'],
            lastName: ['Lovelace'],
          },
          {
            email: [...emails, 'new-traveller@example.com'],
            password: [PASSWORD],
            confirmPassword: [PASSWORD],
            firstName: ['Ada', ''],
            lastName: ['Lovelace'],
          },
          12,
        ),
      },
    }),
  ],
  [
    'auth-signin',
    80,
    () => ({
      handler: authSignin,
      path: '/api/auth/signin',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: seldomValid(
          { email: ['not-an-email', '', 'a@b@c'], password: [PASSWORD, 'a wrong passphrase'] },
          { email: emails, password: [PASSWORD, 'a wrong passphrase'] },
          4,
        ),
      },
      // Failed sign-ins are counted per account, unknown e-mails too, to slow guessing
      // (docs/decisions/0006-sign-in-throttling-with-device-cookies.md): that counter is the one
      // write a refusal makes on purpose, and only a 401 makes it.
      refusalWrites: (record, status) =>
        status === 401 && record.store === 'users' && record.key.startsWith('throttle/'),
    }),
  ],
  [
    'auth-signout',
    100,
    () => ({
      handler: authSignout,
      path: '/api/auth/signout',
      shape: { methods: ['POST'], sessions: f.spareTokens, body: json({}) },
    }),
  ],
  [
    'auth-user',
    150,
    () => ({
      handler: authUser,
      path: '/api/auth/user',
      // PATCH changes the signed-in account's language: a 200 writes it, a refusal nothing.
      shape: {
        methods: ['GET', 'PATCH'],
        sessions: anyone(),
        body: json({ locale: ['fr', 'en'] }),
      },
    }),
  ],
  [
    'auth-forgot-password',
    120,
    () => ({
      handler: authForgotPassword,
      path: '/api/auth/forgot-password',
      shape: { methods: ['POST'], sessions: anyone(), body: json({ email: emails }) },
    }),
  ],
  [
    'auth-reset-password',
    100,
    () => ({
      handler: authResetPassword,
      path: '/api/auth/reset-password',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({
          token: fc.oneof(fc.constant(f.resetToken), forgedToken),
          password: ['a brand new passphrase', 'password'],
          confirmPassword: ['a brand new passphrase'],
        }),
      },
    }),
  ],
  [
    'auth-resend-verification',
    80,
    () => ({
      handler: authResendVerification,
      path: '/api/auth/resend-verification',
      shape: { methods: ['POST'], sessions: customers(), body: json({}) },
    }),
  ],
  [
    'verify-email',
    150,
    () => ({
      handler: verifyEmail,
      path: '/api/verify-email',
      shape: {
        methods: ['GET'],
        sessions: anyone(),
        query: fc.oneof(
          hostileQuery,
          fc
            .oneof(fc.constant(f.verifyToken), forgedToken, hostileString)
            .map((token) => new URLSearchParams({ token }).toString()),
        ),
      },
    }),
  ],
  [
    'contact',
    150,
    () => ({
      handler: contact,
      path: '/api/contact',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({
          name: ['Ana Traveller'],
          email: ['ana@example.com'],
          subject: ['activation', 'weather'],
          message: ['My eSIM shows No Service.'],
          website: ['', 'http://spam.example'],
          startedAt: [Date.now() - 60_000, Date.now()],
        }),
      },
    }),
  ],
  [
    'account-data',
    60,
    () => ({
      handler: accountData,
      path: '/api/account/data',
      shape: { methods: ['GET'], sessions: anyone() },
    }),
  ],
  [
    'withdrawal-link',
    100,
    () => ({
      handler: withdrawalLink,
      path: '/api/withdrawal/link',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({
          orderNumber: [f.orderIds.completed.slice(0, 8), `#${f.orderIds.pending}`, '0123abcd'],
          email: emails,
        }),
      },
    }),
  ],
  [
    'withdrawal-contract',
    100,
    () => ({
      handler: withdrawalContract,
      path: '/api/withdrawal/contract',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: linkOrOrderId(
          { link: [signWithdrawalLink(f.orderIds.pending), forgedLink()] },
          { orderId: [f.orderIds.pending, f.orderIds.someoneElses] },
        ),
      },
    }),
  ],
  [
    'withdrawal-confirm',
    100,
    () => ({
      handler: withdrawalConfirm,
      path: '/api/withdrawal/confirm',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: linkOrOrderId(
          { link: [signWithdrawalLink(f.orderIds.completed), forgedLink()] },
          { orderId: [f.orderIds.completed, f.orderIds.someoneElses] },
          { name: ['Ana Traveller'], timeZone: ['Europe/Paris', 'Not/AZone'] },
        ),
      },
    }),
  ],
  [
    'account-reopen',
    80,
    () => ({
      handler: accountReopen,
      path: '/api/account/reopen',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: json({ token: fc.oneof(fc.constant(reopenToken), forgedToken) }),
      },
    }),
  ],
  // Last: a right password closes the account every session here belongs to.
  [
    'account-close',
    60,
    () => ({
      handler: accountClose,
      path: '/api/account/close',
      shape: {
        methods: ['POST'],
        sessions: anyone(),
        body: seldomValid(
          { password: ['', 'a wrong passphrase'] },
          { password: [PASSWORD, 'a wrong passphrase'] },
          6,
        ),
      },
      // Throttled like sign-in: a checked password adds to the failure counter.
      refusalWrites: (record, status) =>
        [403, 409].includes(status) &&
        record.store === 'users' &&
        record.key.startsWith('throttle/'),
    }),
  ],
];

type Fields = Parameters<typeof nearValidPayload>[0];
/** The withdrawal steps take a mailed link or a signed-in order id, one of the two. */
const linkOrOrderId = (link: Fields, orderId: Fields, rest: Fields = {}) =>
  jsonBodies(
    fc.oneof(nearValidPayload({ ...link, ...rest }), nearValidPayload({ ...orderId, ...rest })),
  );

/** A withdrawal link of the right shape that the shop never signed. */
const forgedLink = () => `${f.orderIds.completed}.${Date.now().toString(36)}.${'A'.repeat(43)}`;

describeHostileInput('catalogue, account, data-rights, withdrawal and contact', targets);

/** The undo link of an account closed for this suite alone. */
let reopenToken = '';
// After the suite's own hooks: its Blobs server runs by then.
beforeAll(async () => {
  const closed = await createUser({
    email: 'closed-traveller@example.com',
    firstName: null,
    lastName: null,
    passwordHash: 'unusable',
  });
  await closeAccount(closed!.id, 'customer');
  reopenToken = await issueToken('undo-account-closure', closed!.id);
});
