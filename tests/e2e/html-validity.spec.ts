/**
 * The W3C Nu HTML checker (the vnu-jar package, run offline on Java 17+) finds no error on one
 * served page of every page file in src/pages, in English and, when translated, in Japanese. Warnings and notes are allowed. All pages go to one
 * checker run: Java starts once.
 */
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { localizedPath } from '../../src/features/i18n/locales.ts';

/** Each page file and an address it serves. */
const pageAddresses: Record<string, string> = {
  '[...locale]/404.astro': '/no-such-page',
  '[...locale]/account.astro': '/account',
  '[...locale]/account-reopen.astro': '/account-reopen',
  'admin/index.astro': '/admin',
  'admin/orders.astro': '/admin/orders',
  'admin/order.astro': `/admin/orders/${'0'.repeat(24)}`,
  'admin/customers.astro': '/admin/customers',
  'admin/customer.astro': '/admin/customers/00000000-0000-4000-8000-000000000000',
  'admin/inbox.astro': '/admin/inbox',
  'admin/message.astro': '/admin/inbox/2026-01-01T00:00:00.000Z-00000000',
  'admin/catalogue.astro': '/admin/catalogue',
  'admin/tax.astro': '/admin/tax',
  'admin/team.astro': '/admin/team',
  'admin/audit.astro': '/admin/audit',
  'blog/[slug].astro': '/blog/what-is-a-travel-esim',
  'blog/index.astro': '/blog',
  'blog/post-not-found.astro': '/blog/no-such-article',
  '[...locale]/checkout/index.astro': '/checkout',
  '[...locale]/commercial-disclosure.astro': '/commercial-disclosure',
  '[...locale]/compatibility.astro': '/compatibility',
  '[...locale]/contact.astro': '/contact',
  '[...locale]/cookies.astro': '/cookies',
  '[...locale]/countries/index.astro': '/countries',
  '[...locale]/country/[code].astro': '/country/us',
  '[...locale]/faq.astro': '/faq',
  '[...locale]/forgot-password.astro': '/forgot-password',
  '[...locale]/how-it-works.astro': '/how-it-works',
  '[...locale]/index.astro': '/',
  '[...locale]/installation.astro': '/installation',
  '[...locale]/orders.astro': '/orders',
  '[...locale]/privacy.astro': '/privacy',
  '[...locale]/region/[slug].astro': '/region/europe-lite',
  '[...locale]/reset-password.astro': '/reset-password',
  'second-factor.astro': '/second-factor',
  '[...locale]/signin.astro': '/signin',
  '[...locale]/signup.astro': '/signup',
  '[...locale]/terms.astro': '/terms',
  '[...locale]/verify-email.astro': '/verify-email',
  '[...locale]/withdraw/index.astro': '/withdraw',
  '[...locale]/withdraw/confirm.astro': '/withdraw/confirm',
};

/**
 * The checker's CSS parser is older than CSS every current browser supports, which Tailwind writes
 * into each page's stylesheet: `@property`, custom properties in `transition-property`, the
 * `margin-trim` probe and gradients interpolated in a colour space (`in oklab`). The gradient probe
 * also stops the parser, which then reports a Parse Error where the <style> ends. These exact
 * messages are the checker's age, not mistakes in our pages; any other message fails the test.
 */
const outdatedCssParser = new Set([
  'CSS: Unrecognized at-rule “@property”',
  'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
  "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
  'CSS: “background-image”: “in” is not a “color” value.',
  'CSS: “background-image”: Parse Error.',
]);
const endOfStylesheet = /<\/style>/;
const checkerJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const isOutdatedCssParser = ({ message, extract = '' }: CheckerMessage) =>
  outdatedCssParser.has(message) ||
  (message === 'CSS: Parse Error.' && endOfStylesheet.test(extract));

/** Runs the checker once on all the files; its JSON report on stdout. */
async function runChecker(files: string[]): Promise<CheckerMessage[]> {
  const args = [
    '-jar',
    checkerJar,
    '--errors-only',
    '--exit-zero-always',
    '--stdout',
    '--format',
    'json',
    ...files,
  ];
  try {
    const { stdout } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 });
    return (JSON.parse(stdout) as { messages: CheckerMessage[] }).messages;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      'The Nu HTML checker needs Java 17 or later on the PATH (Debian: default-jre-headless).',
    );
  }
}

async function pageFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.astro')).sort();
}

test('every page type is valid HTML for the Nu checker', async ({ request }) => {
  const pagesDir = fileURLToPath(new URL('../../src/pages/', import.meta.url));
  expect(Object.keys(pageAddresses).sort(), 'one address per page file in src/pages').toEqual(
    await pageFiles(pagesDir),
  );

  const dir = await mkdtemp(join(tmpdir(), 'nu-checker-'));
  try {
    const files: string[] = [];
    const pageOfFile = new Map<string, string>();
    // A page built in every language is checked in English and in Japanese, the script furthest
    // from it (hreflang, lang attributes, texts of another length).
    const checked = Object.entries(pageAddresses).flatMap(([page, address]): [string, string][] =>
      page.startsWith('[...locale]/')
        ? [
            [page, address],
            [`ja/${page}`, localizedPath('ja', address)],
          ]
        : [[page, address]],
    );
    for (const [page, address] of checked) {
      const response = await request.get(address);
      const file = join(dir, `${page.replaceAll(/[/[\]]/g, '_')}.html`);
      await writeFile(file, await response.text());
      files.push(file);
      pageOfFile.set(`file:${file}`, `${page} (${address})`);
    }
    const errors = (await runChecker(files))
      .filter((message) => message.type !== 'info' && !isOutdatedCssParser(message))
      .map(
        ({ url = '', lastLine, message, extract }) =>
          `${pageOfFile.get(url) ?? url}:${lastLine}: ${message} ${JSON.stringify(extract)}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
