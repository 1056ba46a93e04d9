import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { saveEnv } from '../../../tests/support/env.ts';
import { getMailer } from './mailer.server.ts';

let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = saveEnv('CONTEXT', 'SMTP_URL');
});
afterEach(() => restoreEnv());

describe('choosing the mailer', () => {
  test('production without SMTP_URL refuses to fall back to the outbox', () => {
    process.env.CONTEXT = 'production';
    delete process.env.SMTP_URL;
    expect(() => getMailer()).toThrow(/SMTP_URL/);
    process.env.SMTP_URL = '   ';
    expect(() => getMailer()).toThrow(/SMTP_URL/);
  });

  test('production with SMTP_URL uses SMTP', () => {
    process.env.CONTEXT = 'production';
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    expect(getMailer().name).toBe('smtp');
  });

  test('every other context without SMTP_URL uses the local outbox', () => {
    delete process.env.SMTP_URL;
    for (const context of ['dev', 'deploy-preview', 'branch-deploy']) {
      process.env.CONTEXT = context;
      expect(getMailer().name).toBe('outbox');
    }
  });
});
