/**
 * The one look of every Roamly e-mail: a table-based layout with inline styles only, because
 * mail clients (Outlook, Gmail) ignore <style> blocks and modern CSS layout. Returns the HTML part
 * and a plain-text part with the same content, the frame's own texts in the mail's language.
 */
import type { Locale } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';

export interface MailLayout {
  /** Inbox preview text, hidden in the body. */
  preheader?: string;
  heading: string;
  /** An inline image attached with this content id (the eSIM QR code), shown under the heading. */
  image?: { cid: string; alt: string; size: number };
  /** Buttons right under the image, before the text (the eSIM's one-tap install links). */
  actions?: { label: string; url: string }[];
  /** Plain paragraphs, or one ending in a link (the guide's section the eSIM mail points to). */
  paragraphs: (string | LinkedParagraph)[];
  button?: { label: string; url: string };
  footnote?: string;
  /** A small line under the footnote ending in a link (the withdrawal function in order mails). */
  aside?: { text: string; label: string; url: string };
}

interface LinkedParagraph {
  text: string;
  label: string;
  url: string;
}

export interface RenderedMail {
  text: string;
  html: string;
  /** The language the mail is written in. */
  locale: Locale;
}

const BRAND_BLUE = '#1b63e0';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Escapes a string for HTML text and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escapes text and keeps its line breaks (a contact message is typed on several lines). */
function escapeLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** Only web links may become a button: a javascript: or data: URL in a mail is never intended. */
function assertWebUrl(url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new Error('A mail button needs an absolute http(s) URL');
}

/**
 * Renders a mail in the Roamly layout as an HTML part and the matching plain-text part; `t` gives
 * the frame's texts (English for the mails to staff).
 */
export function renderMail(layout: MailLayout, t: Translator): RenderedMail {
  for (const { url } of [
    ...(layout.actions ?? []),
    ...(layout.button ? [layout.button] : []),
    ...(layout.aside ? [layout.aside] : []),
    ...layout.paragraphs.filter((paragraph) => typeof paragraph !== 'string'),
  ])
    assertWebUrl(url);
  return { text: renderText(layout, t), html: renderHtml(layout, t), locale: t.locale };
}

function renderText(
  { heading, actions = [], paragraphs, button, footnote, aside }: MailLayout,
  t: Translator,
): string {
  const link = (values: { label: string; url: string }) => t('mail.layout.labelledLink', values);
  const texts = paragraphs.map((paragraph) =>
    typeof paragraph === 'string' ? paragraph : `${paragraph.text} ${link(paragraph)}`,
  );
  const blocks = ['Roamly', heading, ...actions.map(link), ...texts];
  if (button) blocks.push(link(button));
  if (footnote) blocks.push(footnote);
  if (aside) blocks.push(`${aside.text} ${link(aside)}`);
  blocks.push(`--\n${t('mail.layout.footer')}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The sentence under a button, with its link where the language puts it. */
function buttonFallback(url: string, href: string, t: Translator): string {
  const [before = '', after = ''] = t('mail.layout.buttonFallback', { link: '\u0000' }).split(
    '\u0000',
  );
  const link = `<a href="${href}" style="color:${BRAND_BLUE};">${escapeHtml(url)}</a>`;
  return `${escapeHtml(before)}${link}${escapeHtml(after)}`;
}

function renderButton({ label, url }: { label: string; url: string }, t: Translator): string {
  const href = escapeHtml(url);
  // A "bulletproof" button: the coloured cell keeps the shape where clients drop padding on <a>.
  return `<tr><td style="padding:8px 32px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="${BRAND_BLUE}" style="border-radius:8px;background:${BRAND_BLUE};">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;font:600 16px/1.2 ${FONT};color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:8px 32px 0;font:13px/1.5 ${FONT};color:#5b6472;word-break:break-all;">${buttonFallback(url, href, t)}</td></tr>`;
}

function renderImage({ cid, alt, size }: NonNullable<MailLayout['image']>): string {
  return `<tr><td align="center" style="padding:0 32px 16px;"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;width:${size}px;height:${size}px;border:0;"></td></tr>`;
}

function paragraphHtml(paragraph: string | LinkedParagraph): string {
  if (typeof paragraph === 'string') return escapeLines(paragraph);
  const { text, label, url } = paragraph;
  return `${escapeLines(text)} <a href="${escapeHtml(url)}" style="color:${BRAND_BLUE};">${escapeHtml(label)}</a>`;
}

function renderHtml(
  { preheader, heading, image, actions = [], paragraphs, button, footnote, aside }: MailLayout,
  t: Translator,
): string {
  const body = paragraphs
    .map(
      (paragraph) =>
        `<tr><td style="padding:0 32px 16px;font:16px/1.6 ${FONT};color:#1f2733;">${paragraphHtml(paragraph)}</td></tr>`,
    )
    .join('\n');
  const hiddenPreheader = preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>`
    : '';
  const note = footnote
    ? `<tr><td style="padding:16px 32px 0;font:13px/1.5 ${FONT};color:#5b6472;">${escapeLines(footnote)}</td></tr>`
    : '';
  const asideLine = aside
    ? `<tr><td style="padding:16px 32px 0;font:13px/1.5 ${FONT};color:#5b6472;">${escapeHtml(aside.text)} <a href="${escapeHtml(aside.url)}" style="color:${BRAND_BLUE};">${escapeHtml(aside.label)}</a></td></tr>`
    : '';

  return `<!doctype html>
<html lang="${t.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f9;">
${hiddenPreheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;">
<tr><td style="padding:24px 32px 8px;font:700 22px/1.2 ${FONT};color:${BRAND_BLUE};">Roamly</td></tr>
<tr><td style="padding:8px 32px 16px;"><h1 style="margin:0;font:700 22px/1.3 ${FONT};color:#1f2733;">${escapeHtml(heading)}</h1></td></tr>
${image ? renderImage(image) : ''}
${actions.map((action) => renderButton(action, t)).join('\n')}
${body}
${button ? renderButton(button, t) : ''}
${note}
${asideLine}
<tr><td style="padding:24px 32px 0;"></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:16px 32px;font:12px/1.5 ${FONT};color:#8a93a3;">${escapeHtml(t('mail.layout.footer'))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
