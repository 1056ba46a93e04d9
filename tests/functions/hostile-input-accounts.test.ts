/**
 * Hostile input to the catalogue, account and contact functions (tests/support/hostile-suite.ts):
 * never a 5xx, every 4xx JSON with a message, a refusal stores nothing. Sign-in's failure counter
 * is the one write a refusal makes on purpose.
 */
import fc from 'fast-check';
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
import { hostileQuery } from '../support/hostile-requests.ts';
import { forgedToken, headerValue, hostileString } from '../support/hostile-values.ts';
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
];

describeHostileInput('catalogue, account and contact', targets);
