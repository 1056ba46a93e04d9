/**
 * The console's JavaScript per address before any interaction (gzip, page-weight.ts), after
 * `npm run build:site`, to compare a build with an older one (`npm run bench` weighs each view's
 * page against its budget, page-types.ts). An address with an id is served by the one static page
 * of its kind (netlify.toml's rewrites): that page is weighed. On a built copy:
 * `node --experimental-strip-types scripts/bench/console-weight.ts [root] [--single-page]`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { weighPage } from './page-weight.ts';

/** The back office's addresses, one per view ('x' stands for an id). */
export const BACK_OFFICE_ADDRESSES = [
  ['Overview', '/admin'],
  ['Orders', '/admin/orders'],
  ['Order', '/admin/orders/x'],
  ['Customers', '/admin/customers'],
  ['Customer', '/admin/customers/x'],
  ['Inbox', '/admin/inbox'],
  ['Message', '/admin/inbox/x'],
  ['Catalogue and rates', '/admin/catalogue'],
  ['Tax', '/admin/tax'],
  ['Team', '/admin/team'],
  ['Audit', '/admin/audit'],
] as const;

/** Before the back office: one page with every panel, and a page per order and customer. */
export const SINGLE_PAGE_ADDRESSES = [
  ['/admin (every panel)', '/admin'],
  ['Order', '/admin/order'],
  ['Customer', '/admin/customer'],
] as const;

/** The page netlify.toml serves for `address`: the target of a 200 rewrite that matches, or itself. */
export function servedPage(netlifyToml: string, address: string): string {
  for (const block of netlifyToml.split('[[redirects]]').slice(1)) {
    const from = /^\s*from\s*=\s*"([^"]+)"/m.exec(block)?.[1];
    const to = /^\s*to\s*=\s*"([^"]+)"/m.exec(block)?.[1];
    if (!from || !to || !/^\s*status\s*=\s*200\b/m.test(block)) continue;
    const pattern = from
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/:\w+/g, '[^/]+');
    if (new RegExp(`^${pattern}$`).test(address)) return to;
  }
  return address;
}

/** Markdown rows: view, address, page served, JavaScript and HTML (gzip). */
export function consoleWeightTable(
  root: string,
  addresses: readonly (readonly [string, string])[] = BACK_OFFICE_ADDRESSES,
): string {
  const toml = readFileSync(join(root, 'netlify.toml'), 'utf8');
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    '| view | address | page served | JavaScript | HTML |',
    '|---|---|---|---|---|',
    ...addresses.map(([view, address]) => {
      const page = servedPage(toml, address);
      const { jsGzip, htmlGzip } = weighPage(join(root, 'dist'), page);
      return `| ${view} | ${address.replace(/\/x$/, '/<id>')} | ${page} | ${kb(jsGzip)} | ${kb(htmlGzip)} |`;
    }),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.cwd();
  const single = process.argv.includes('--single-page');
  console.log(consoleWeightTable(root, single ? SINGLE_PAGE_ADDRESSES : BACK_OFFICE_ADDRESSES));
}
