/**
 * The account forms cannot be used to flood someone's inbox: whoever asks, from however many
 * IPs, an address gets at most ACCOUNT_MAILS_PER_HOUR reset mails and as many other account
 * mails an hour.
 */
import { expect, test } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import register from '../../netlify/functions/auth-register.mts';
import { ACCOUNT_MAILS_PER_HOUR } from '../../src/features/auth/account-mail-cap.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { atomicConditionalWrites } from '../support/atomic-blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['warn'] });

const victim = 'inbox-owner@example.com';
const password = 'the inbox owner passphrase';
const TRIES = 3 * ACCOUNT_MAILS_PER_HOUR;

test('a burst of reset and sign-up requests for one address, from many IPs at once, mails it at most the hourly allowance', async () => {
  await call(register, '/api/auth/register', {
    body: { email: victim, password, confirmPassword: password },
  });
  await afterAnswersSettled();
  // Conditional writes one at a time per key, as on Netlify, until the mails after the answers.
  const atomic = atomicConditionalWrites();
  const answers = await Promise.all(
    Array.from({ length: TRIES }, (_, i) =>
      i % 2 === 0
        ? call(forgotPassword, '/api/auth/forgot-password', {
            body: { email: victim },
            ip: `198.51.100.${i + 1}`,
          })
        : call(register, '/api/auth/register', {
            body: { email: victim, password, confirmPassword: password },
            ip: `198.51.100.${i + 1}`,
          }),
    ),
  );
  // The answers are the usual ones, so the cap tells nobody which addresses have accounts.
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 201]));
  await afterAnswersSettled().finally(atomic.restore);
  const mails = await listOutbox({ to: victim });
  expect(mails.filter((mail) => mail.kind === 'password-reset').length).toBeLessThanOrEqual(
    ACCOUNT_MAILS_PER_HOUR,
  );
  expect(mails.filter((mail) => mail.kind !== 'password-reset').length).toBeLessThanOrEqual(
    ACCOUNT_MAILS_PER_HOUR,
  );
  recordAttack({
    item: 10,
    attack: "flood one address's inbox with sign-up and password-reset mails from many IPs",
    tries: TRIES,
    outcome: 'refused',
  });
});

test('one request after another, the address gets its allowance and then nothing more this hour', async () => {
  const email = 'patient-flooder-target@example.com';
  await call(register, '/api/auth/register', {
    body: { email, password, confirmPassword: password },
  });
  for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR + 3; i++) {
    await call(forgotPassword, '/api/auth/forgot-password', {
      body: { email },
      ip: `192.0.2.${i + 1}`,
    });
    await afterAnswersSettled();
  }
  expect(await listOutbox({ to: email, kind: 'password-reset' })).toHaveLength(
    ACCOUNT_MAILS_PER_HOUR,
  );
});
