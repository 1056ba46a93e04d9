/**
 * Time to the first usable console view: from the start of the navigation to the view's h1 and its
 * first data (a row, a figure, a field) visible, median of 5 per view, as the local owner. Cold: a
 * fresh browser context each time (nothing cached); warm: the same view opened again in it.
 * Against a running `npm start` whose owner is seeded with BENCH_TOTP_SECRET (ADMIN_TOTP_SECRET) and
 * holds orders (`npm run seed:demo`): `node --experimental-strip-types
 * scripts/bench/console-views.ts [base] [--single-page]` (--single-page: the console before the
 * back office, one /admin page with every panel plus /admin/order and /admin/customer).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { ownerSession } from './owner-session.ts';
import { percentile } from './stats.ts';

const RUNS = 5;
const WARM_UP_TIMEOUT_MS = 180_000;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** A view: its address, the start of its h1, and a CSS selector of its first data. */
export interface ConsoleView {
  name: string;
  path: string;
  heading: string;
  data: string;
}

/** Things to open: an order, a customer (and their e-mail) and a contact message of the shop. */
interface Samples {
  orderId: string;
  customerId: string;
  email: string;
  messageId: string | null;
}

const TABLE_ROW = 'main table tbody tr';
/** A figure of the stat cards once it has come (a figure still coming is aria-busy). */
const FIGURE = 'main dl dd[aria-busy="false"]';
/** A customer's order, listed on their page. */
const ORDER_LINK = 'main section li a[href^="/admin/order"]';

/** The back office's views (one address each), for the owner. */
export function backOfficeViews({ orderId, customerId, email, messageId }: Samples): ConsoleView[] {
  const q = encodeURIComponent(email);
  return [
    { name: 'Overview', path: '/admin', heading: 'Overview', data: FIGURE },
    { name: 'Orders (search)', path: `/admin/orders?q=${q}`, heading: 'Orders', data: TABLE_ROW },
    { name: 'Order', path: `/admin/orders/${orderId}`, heading: 'Order', data: 'main ol li' },
    {
      name: 'Customers (search)',
      path: `/admin/customers?q=${q}`,
      heading: 'Customers',
      data: TABLE_ROW,
    },
    {
      name: 'Customer',
      path: `/admin/customers/${customerId}`,
      heading: 'Customer',
      data: ORDER_LINK,
    },
    {
      name: 'Inbox',
      path: '/admin/inbox',
      heading: 'Inbox',
      data: 'main article, main table tbody tr',
    },
    ...(messageId
      ? [
          {
            name: 'Message',
            path: `/admin/inbox/${messageId}`,
            heading: 'Message',
            data: 'main textarea',
          },
        ]
      : []),
    {
      name: 'Catalogue and rates',
      path: '/admin/catalogue',
      heading: 'Catalogue and rates',
      data: 'main input[inputmode="decimal"], main input[type="number"]',
    },
    // The quarter's summary line, shown with the figures (or with 'No tax in this quarter').
    { name: 'Tax', path: '/admin/tax', heading: 'Tax', data: 'main section > p.text-sm' },
    { name: 'Team', path: '/admin/team', heading: 'Team', data: TABLE_ROW },
    { name: 'Audit', path: '/admin/audit', heading: 'Audit', data: TABLE_ROW },
  ];
}

/** Before the back office: one /admin page with every panel, and a page per order and customer. */
export function singlePageViews({ orderId, customerId }: Samples): ConsoleView[] {
  return [
    { name: '/admin (every panel)', path: '/admin', heading: 'Admin', data: FIGURE },
    { name: 'Order', path: `/admin/order?id=${orderId}`, heading: 'Order', data: 'main ol li' },
    {
      name: 'Customer',
      path: `/admin/customer?id=${customerId}`,
      heading: 'Customer',
      data: ORDER_LINK,
    },
  ];
}

export interface ViewTiming {
  view: ConsoleView;
  coldMs: number;
  warmMs: number;
}

/** Each view's median time to usable, cold and warm, as the owner of `base`. */
export async function timeConsoleViews(
  base: string,
  pick: (samples: Samples) => ConsoleView[],
): Promise<ViewTiming[]> {
  const cookie = await ownerSession(base);
  const views = pick(await samplesOf(base, cookie));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const timings: ViewTiming[] = [];
  try {
    // Each function is bundled on its first call (npm start): one untimed visit of every view first.
    for (const view of views) await openTwice(browser, base, cookie, view, WARM_UP_TIMEOUT_MS);
    for (const view of views) {
      const cold: number[] = [];
      const warm: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const [first, again] = await openTwice(browser, base, cookie, view);
        cold.push(first);
        warm.push(again);
      }
      timings.push({ view, coldMs: percentile(cold, 50), warmMs: percentile(warm, 50) });
    }
  } finally {
    await browser.close();
  }
  return timings;
}

/** The table of `timeConsoleViews`, in milliseconds. */
export function consoleViewsTable(timings: ViewTiming[]): string {
  return [
    '| view | address | first usable, cold (p50 of 5) | first usable, warm (p50 of 5) |',
    '|---|---|---|---|',
    ...timings.map(
      ({ view, coldMs, warmMs }) =>
        `| ${view.name} | ${view.path.replace(/=[^&]*/g, '=…').replace(/\/[^/?]{16,}$/, '/<id>')} | ${coldMs.toFixed(0)} ms | ${warmMs.toFixed(0)} ms |`,
    ),
  ].join('\n');
}

async function openTwice(
  browser: Browser,
  base: string,
  cookie: string,
  view: ConsoleView,
  timeout = 60_000,
): Promise<[number, number]> {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
  try {
    const page = await context.newPage();
    const times: number[] = [];
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(view.path, { waitUntil: 'commit' });
      // performance.now() counts from the navigation's start: the time the view took to be usable.
      const usable = await page.waitForFunction(
        ({ heading, data }) => {
          const visible = (element: Element) => (element as HTMLElement).checkVisibility();
          const titled = [...document.querySelectorAll('h1')].some(
            (h1) => visible(h1) && (h1.textContent ?? '').trim().startsWith(heading),
          );
          const shown = [...document.querySelectorAll(data)].some(visible);
          return titled && shown ? performance.now() : false;
        },
        { heading: view.heading, data: view.data },
        { polling: 'raf', timeout },
      );
      times.push((await usable.jsonValue()) as number);
    }
    return [times[0]!, times[1]!];
  } finally {
    await context.close();
  }
}

/** The newest order, its customer and the newest contact message, asked of the console's calls. */
async function samplesOf(base: string, cookie: string): Promise<Samples> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const { orders } = await get<{ orders: { id: string; customerEmail: string | null }[] }>(
    '/api/admin/orders',
  );
  const order = orders.find((row) => row.customerEmail);
  if (!order) throw new Error('No order to open: seed the shop first (npm run seed:demo)');
  const email = order.customerEmail!;
  const { customers } = await get<{ customers: { id: string }[] }>(
    `/api/admin/customers?q=${encodeURIComponent(email)}`,
  );
  const { messages } = await get<{ messages: { id: string }[] }>('/api/admin/messages');
  // An audited download, so that the audit log has an entry to show.
  await fetch(`${base}/api/admin/customer-data/${customers[0]!.id}`, {
    headers: { Cookie: cookie },
  });
  return {
    orderId: order.id,
    customerId: customers[0]!.id,
    email,
    messageId: messages[0]?.id ?? null,
  };
}

function chromiumPath(): string {
  const found = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
  ].find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium: set CHROMIUM_PATH');
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base =
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://localhost:8888';
  const pick = process.argv.includes('--single-page') ? singlePageViews : backOfficeViews;
  console.log(consoleViewsTable(await timeConsoleViews(base, pick)));
}
