/**
 * The printable page of a document: plain HTML with a print style sheet and no script, so it
 * prints as it shows. Its one style is allowed by its hash in the answer's own policy.
 */
import { createHash } from 'node:crypto';
import type { DocumentLines } from './document-lines.ts';

const STYLE = `body{font-family:system-ui,"Noto Sans JP",sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
h1{font-size:1.6rem}dl,table{width:100%}dt{color:#64748b;font-size:.8rem}dd{margin:0 0 .6rem}
.parties{display:flex;gap:2rem}.parties section{flex:1}td{padding:.2rem 0}td+td{text-align:right}
.notes{font-size:.85rem}@media print{a.pdf{display:none}body{margin:0}}`;

/** The page's Content-Security-Policy: nothing but its own style. */
export const DOCUMENT_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function documentPage(
  lines: DocumentLines,
  { locale, pdfUrl, pdfLabel }: { locale: string; pdfUrl: string; pdfLabel: string },
): string {
  const rows = (pairs: [string, string][]) =>
    pairs
      .map(([label, value]) => `<tr><td>${escape(label)}</td><td>${escape(value)}</td></tr>`)
      .join('');
  const party = ({ label, lines: text }: { label: string; lines: string[] }) =>
    `<section><h2>${escape(label)}</h2>${text.map((line) => `<div>${escape(line)}</div>`).join('')}</section>`;
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(lines.title)} ${escape(lines.heading[0]?.[1] ?? '')}</title><style>${STYLE}</style></head><body>
<h1>${escape(lines.title)}</h1><table>${rows(lines.heading)}</table>
<div class="parties">${party(lines.seller)}${party(lines.buyer)}</div>
<p>${escape(lines.item.description)}<br>${escape(lines.item.quantity)}</p>
<table>${rows(lines.amounts)}</table>
<div class="notes">${lines.notes.map((note) => `<p>${escape(note)}</p>`).join('')}</div>
<p><a class="pdf" href="${escape(pdfUrl)}">${escape(pdfLabel)}</a></p>
</body></html>`;
}

/**
 * The page of a document not numbered yet: what is happening, in the owner's language; it loads
 * again each minute until the document is there (no script: the page's policy allows none).
 */
export function preparingPage({
  locale,
  title,
  message,
}: {
  locale: string;
  title: string;
  message: string;
}): string {
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="60"><title>${escape(title)}</title><style>${STYLE}</style></head><body>
<h1>${escape(title)}</h1><p role="status">${escape(message)}</p>
</body></html>`;
}
