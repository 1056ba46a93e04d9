/**
 * Item 3 of the trust round (docs/security.md): catalogue data must never become a script on a
 * page. A plan name is admin-typed text inside every country page's JSON-LD, and the build refuses
 * any script the CSP does not hash: both doors are tried, the upload and the page's head scripts.
 */
import * as XLSX from 'xlsx';
import { describe, expect, test } from 'vitest';
import uploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { Plan } from '../../src/features/catalogue/plan.ts';
import { planListJsonLd } from '../../src/features/catalogue/structured-data.ts';
import { ratesInForce } from '../../src/features/currency/rates.ts';
import { translator } from '../../src/features/i18n/catalogue.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { headScriptsHtml } from '../../src/lib/head-scripts.ts';
import { contentSecurityPolicy } from '../../src/lib/content-security-policy.ts';
import { FIRST_PAINT_SCRIPT } from '../../src/features/layout/first-paint.ts';
import { pageScriptProblems } from '../../src/lib/page-scripts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { ORIGIN } from '../support/call.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const INJECTED_NAME = '</script><script>alert(1)</script> 5GB 7 Days';
const ADMIN = 'catalogue-owner@roamly.example';

useLocalBlobs({ env: { ADMIN_EMAILS: ADMIN } });
const { admin } = useCustomers({ admin: ADMIN });

function workbook(rows: (string | number)[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Plans');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

function upload(bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new File([bytes], 'plans.xlsx'));
  return uploadPlans(
    new Request(`${ORIGIN}/api/admin/upload-plans`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        'X-Requested-With': 'fetch',
        Cookie: admin.cookie,
      },
      body: form,
    }),
  );
}

const storedCatalogue = async () =>
  JSON.stringify(await openStore('catalogue').get('current', { type: 'json' }));

describe('a plan named </script><script>alert(1)</script> cannot inject a script', () => {
  const defaults = defaultCatalogue().plans;

  test('the upload is refused with a row problem on the plan name, and the catalogue is unchanged', async () => {
    // Japan's 5GB 7 Days plan renamed: the plan stays the same one, only its name is hostile.
    const renamed = defaults.findIndex((plan) => plan.id === 'jp-5gb-7d');
    const rows = [
      PLAN_SHEET_HEADER,
      ...defaults.map((plan, index) =>
        planToRow(index === renamed ? { ...plan, name: INJECTED_NAME } : plan),
      ),
    ];
    const before = await storedCatalogue();
    const response = await upload(workbook(rows));
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { row: number; column: string; message: string }[];
      errorCount: number;
    };
    expect(body.errorCount).toBe(1);
    expect(body.errors[0]).toEqual({
      row: renamed + 2,
      column: 'B',
      message: 'Plan name may not contain < or >',
    });
    expect(await storedCatalogue()).toBe(before);
    recordAttack({
      item: 3,
      attack: 'admin upload of a plan named </script><script>alert(1)</script> 5GB 7 Days',
      tries: 1,
      outcome: 'refused',
    });
  });

  test('the same name in any other text column is refused too', async () => {
    const before = await storedCatalogue();
    const row = (column: number) => {
      const cells: (string | number)[] = ['Japan', `${70 + column}GB 7 Days`, 9, '', 'no', ''];
      cells[column] = `${cells[column]}<img src=x onerror=alert(1)>`;
      return cells;
    };
    const rows = [PLAN_SHEET_HEADER, ...defaults.map(planToRow), ...[0, 3, 4, 5].map(row)];
    const body = (await (await upload(workbook(rows))).json()) as {
      errors: { column: string; message: string }[];
    };
    expect(body.errors.map((error) => `${error.column}: ${error.message}`)).toEqual([
      'A: Country or region may not contain < or >',
      'D: Covered countries may not contain < or >',
      'E: Popular may not contain < or >',
      'F: Bundle name may not contain < or >',
    ]);
    expect(await storedCatalogue()).toBe(before);
    recordAttack({
      item: 3,
      attack:
        'markup (<img onerror>) in the country, coverage, popular and bundle columns of an upload',
      tries: 4,
      outcome: 'refused',
    });
  });

  test('even if such a name reaches a page, it renders as inert text and the CSP gains no hash', () => {
    const injected: Plan = {
      ...defaults.find((plan) => plan.countryCode === 'JP')!,
      name: INJECTED_NAME,
    };
    const englishPage = {
      site: ORIGIN,
      t: translator('en'),
      rates: ratesInForce({}).rates,
      destinations: { destinationOf: (plan: Plan) => plan.country },
    };
    const page = (plans: Plan[]) =>
      `<!doctype html><html><head>${headScriptsHtml(FIRST_PAINT_SCRIPT, planListJsonLd(plans, englishPage))}</head><body><h3>${INJECTED_NAME.replace(/</g, '&lt;')}</h3></body></html>`;
    const html = page([injected]);

    // One data block, and the name comes back whole from it: text, not markup.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd).itemListElement[0].item.name).toBe(`Japan eSIM ${INJECTED_NAME}`);
    // The policy's hashes come from the code, not the page; the build's check finds nothing to
    // refuse.
    const policyHashes = new Set(
      contentSecurityPolicy([FIRST_PAINT_SCRIPT]).scriptDirective.hashes,
    );
    expect(pageScriptProblems('country/jp/index.html', html, policyHashes)).toEqual([]);
    recordAttack({
      item: 3,
      attack: 'the same name rendered into a page past the upload (JSON-LD and CSP build check)',
      tries: 1,
      outcome: 'no effect',
    });
  });
});
