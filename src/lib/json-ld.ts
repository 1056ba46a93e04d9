/**
 * JSON for a `<script type="application/ld+json">` block. JSON.stringify leaves `</script>` as
 * it is, and a browser ends the script element there, whatever JSON says: so every character
 * that can end or change an HTML script element (`<`, `>`, `&`) and the two line separators
 * old JavaScript parsers choke on are written as JSON escapes. The result is the same JSON value
 * and contains no `<` at all (the build checks that, src/lib/page-scripts.ts).
 */

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonLdText(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
