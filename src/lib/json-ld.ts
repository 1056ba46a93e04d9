/**
 * JSON for a `<script type="application/ld+json">` block. A browser ends the element at
 * `</script>` whatever JSON says, so `<`, `>`, `&`, U+2028 and U+2029 are written as JSON escapes:
 * the same value, with no `<` at all (the build checks it: src/lib/page-scripts.ts).
 */

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

export function jsonLdText(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(
    SCRIPT_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
