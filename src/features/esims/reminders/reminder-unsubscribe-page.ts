/**
 * The small page the unsubscribe link opens: a question with one button (a POST: opening the link
 * changes nothing), the confirmation, or why the link does not work. Plain HTML, no script.
 */
import type { Translator } from '../../i18n/translate.ts';
import { escapeHtml } from '../../mail/mail-layout.ts';

type PageState = { kind: 'confirm'; action: string } | { kind: 'done' } | { kind: 'invalid' };

export function unsubscribePage(state: PageState, t: Translator): string {
  const title = escapeHtml(t('reminders.unsubscribe.title'));
  const body =
    state.kind === 'confirm'
      ? `<p>${escapeHtml(t('reminders.unsubscribe.confirm'))}</p>
<form method="post" action="${escapeHtml(state.action)}"><button type="submit">${escapeHtml(
          t('reminders.unsubscribe.button'),
        )}</button></form>`
      : `<p>${escapeHtml(
          t(state.kind === 'done' ? 'reminders.unsubscribe.done' : 'reminders.unsubscribe.invalid'),
        )}</p>`;
  return `<!doctype html>
<html lang="${t.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Roamly</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>${title}</h1>
${body}
</body></html>`;
}
