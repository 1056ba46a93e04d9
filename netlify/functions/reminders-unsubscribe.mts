import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { unsubscribePage } from '../../src/features/esims/reminders/reminder-unsubscribe-page.ts';
import {
  readUnsubscribeLink,
  unsubscribeFromReminders,
} from '../../src/features/esims/reminders/reminder-unsubscribe.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const html = (page: string, status = 200) =>
  new Response(page, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * GET /api/reminders/unsubscribe?token=…: a page asking to stop install reminders (opening the link
 * changes nothing: mail scanners open links). POST (the page's button, or a mail client's one-click
 * unsubscribe): stops them for the account. Signed out; the token is the proof. A JSON answer when
 * the caller asks for one (docs/decisions/0052-install-reminders.md).
 */
export default withRequestLog('reminders-unsubscribe', async (req: Request) => {
  if (req.method !== 'GET' && req.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const url = new URL(req.url);
  const token = url.searchParams.get('token') ?? '';
  const wantsJson = (req.headers.get('accept') ?? '').includes('application/json');
  const link =
    req.method === 'POST'
      ? await unsubscribeFromReminders(token)
      : await readUnsubscribeLink(token);
  const t = link.ok ? link.t : (await visitorLanguage(req)).t;
  if (!link.ok) {
    const message = t('reminders.unsubscribe.invalid');
    return wantsJson
      ? errorResponse(410, message)
      : html(unsubscribePage({ kind: 'invalid' }, t), 410);
  }
  if (req.method === 'GET')
    return html(unsubscribePage({ kind: 'confirm', action: `${url.pathname}${url.search}` }, t));
  if (wantsJson) return jsonResponse({ message: t('reminders.unsubscribe.done') });
  return html(unsubscribePage({ kind: 'done' }, t));
});

export const config: Config = { path: '/api/reminders/unsubscribe', rateLimit: perIpRateLimit(20) };
