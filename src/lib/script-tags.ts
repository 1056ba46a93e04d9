/**
 * Finds every script element in a page as a browser's tokenizer does: `<script` then whitespace,
 * `/` or `>` in any case; quoted attribute values may hold `>`; the text runs to the first
 * `</script` so delimited. It errs on finding too much: a `<script` in a comment counts too.
 */

export interface PageScript {
  /** The element as written, from `<script` to its end tag, for messages. */
  tag: string;
  /** The `type` attribute trimmed and lower-cased; undefined when absent. */
  type?: string;
  /** The `src` attribute as written; undefined when absent. */
  src?: string;
  body: string;
  /** False when the page ends before `</script>`: the browser would run the rest of the page. */
  closed: boolean;
}

const START_TAG = /<script(?=[\t\n\f\r />])/gi;
const END_TAG = /<\/script(?=[\t\n\f\r />])/gi;
const HTML_SPACE = /[\t\n\f\r ]/;

export function readScripts(html: string): PageScript[] {
  const scripts: PageScript[] = [];
  START_TAG.lastIndex = 0;
  for (let start = START_TAG.exec(html); start; start = START_TAG.exec(html)) {
    const { attributes, end: bodyStart } = readAttributes(html, start.index + start[0].length);
    END_TAG.lastIndex = bodyStart;
    const close = END_TAG.exec(html);
    const bodyEnd = close ? close.index : html.length;
    const elementEnd = close ? html.indexOf('>', bodyEnd) + 1 || html.length : html.length;
    scripts.push({
      tag: html.slice(start.index, elementEnd),
      type: attributes.get('type')?.trim().toLowerCase(),
      src: attributes.get('src'),
      body: html.slice(bodyStart, bodyEnd),
      closed: close !== null,
    });
    START_TAG.lastIndex = elementEnd;
  }
  return scripts;
}

/** The attributes of a start tag from just after its name, and where its text begins. */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let at = from;
  const skipSpace = () => {
    while (at < html.length && HTML_SPACE.test(html.charAt(at))) at++;
  };
  while (at < html.length) {
    skipSpace();
    const char = html.charAt(at);
    if (char === '>') return { attributes, end: at + 1 };
    if (char === '/') {
      at++;
      continue;
    }
    const nameStart = at;
    // A name may begin with '=' (the tokenizer takes it as part of the name).
    at++;
    while (at < html.length && !/[\t\n\f\r />=]/.test(html.charAt(at))) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    skipSpace();
    let value = '';
    if (html.charAt(at) === '=') {
      at++;
      skipSpace();
      const quote = html.charAt(at);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        value = html.slice(at + 1, close === -1 ? html.length : close);
        at = close === -1 ? html.length : close + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !/[\t\n\f\r >]/.test(html.charAt(at))) at++;
        value = html.slice(valueStart, at);
      }
    }
    // The first of two equal names wins, as in the browser.
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return { attributes, end: html.length };
}
