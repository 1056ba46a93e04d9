/**
 * What the back office's browser tests share: a support colleague signed in (invited by the local
 * owner, enrolled like a person), the things to open (the worker's order, its customer, a contact
 * message), every view's address and when it has settled, and the phone-width measures.
 */
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { uniqueEmail, waitForMail } from '../../support/site-blobs.ts';
import { EMULATOR_PATIENCE, signInAsStaff } from './admin.ts';
import { DESKTOP, test as deliveredOrder } from './delivered-order.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The worker's order, its customer and a contact message: what the views open. */
export interface Samples {
  email: string;
  orderId: string;
  customerId: string;
  messageId: string;
}

export const ONLY_OWNERS = 'Only owners can open this view.';

/** The navigation's links, in order: support sees the first four. */
export const OWNER_NAVIGATION = [
  'Overview',
  'Orders',
  'Customers',
  'Inbox',
  'Catalogue and rates',
  'Tax',
  'Team',
  'Audit',
];
export const SUPPORT_NAVIGATION = OWNER_NAVIGATION.slice(0, 4);

/** A view: its address, its h1, whether only owners open it, and what shows once it is loaded. */
export interface View {
  path: string;
  heading: RegExp;
  ownersOnly: boolean;
  loaded?: (page: Page) => Locator;
}

const inMain = (page: Page, selector: string) => page.getByRole('main').locator(selector).first();

/** Every address of the back office, opened on the samples. */
export function backOfficeViews({ email, orderId, customerId, messageId }: Samples): View[] {
  const q = encodeURIComponent(email);
  return [
    {
      path: '/admin',
      heading: /^Overview$/,
      ownersOnly: false,
      loaded: (page) => inMain(page, 'dd[aria-busy="false"]'),
    },
    {
      path: `/admin/orders?q=${q}`,
      heading: /^Orders$/,
      ownersOnly: false,
      loaded: (page) => inMain(page, `a[href="/admin/orders/${orderId}"]`),
    },
    {
      path: `/admin/orders/${orderId}`,
      heading: /^Order\b/,
      ownersOnly: false,
      loaded: (page) => page.getByRole('region', { name: 'Timeline' }),
    },
    {
      path: `/admin/customers?q=${q}`,
      heading: /^Customers$/,
      ownersOnly: false,
      loaded: (page) => inMain(page, `a[href="/admin/customers/${customerId}"]`),
    },
    {
      path: `/admin/customers/${customerId}`,
      heading: /^Customer$/,
      ownersOnly: false,
      loaded: (page) => inMain(page, `a[href="/admin/orders/${orderId}"]`),
    },
    {
      path: '/admin/inbox',
      heading: /^Inbox$/,
      ownersOnly: false,
      loaded: (page) =>
        inMain(
          page,
          `a[href="/admin/inbox/${messageId}"], a[href="/admin/inbox/${encodeURIComponent(messageId)}"]`,
        ),
    },
    {
      path: `/admin/inbox/${messageId}`,
      heading: /^Message$/,
      ownersOnly: false,
      loaded: (page) => page.getByRole('main').getByRole('textbox').first(),
    },
    {
      path: '/admin/catalogue',
      heading: /^Catalogue and rates$/,
      ownersOnly: true,
      loaded: (page) => page.getByLabel('NZD (New Zealand Dollar)'),
    },
    { path: '/admin/tax', heading: /^Tax$/, ownersOnly: true },
    {
      path: '/admin/team',
      heading: /^Team$/,
      ownersOnly: true,
      loaded: (page) => page.getByRole('table', { name: 'Staff members and their roles' }),
    },
    {
      path: '/admin/audit',
      heading: /^Audit$/,
      ownersOnly: true,
      loaded: (page) => page.getByRole('table', { name: 'Staff actions, newest first' }),
    },
  ];
}

/** The view's h1 shows, its islands have hydrated, nothing is loading and its data is there. */
export async function expectViewLoaded(page: Page, view: View): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, EMULATOR_PATIENCE);
  if (view.loaded) await expect(view.loaded(page)).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText(/^(Loading|Verifying)\b/)).toHaveCount(0, EMULATOR_PATIENCE);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, EMULATOR_PATIENCE);
}

/** A page of the back office in a fresh context: `theme`, on `device`, as `staff` (if given). */
export async function backOfficePage(
  browser: Browser,
  staff?: StorageState,
  {
    theme = 'light',
    device = DESKTOP,
  }: { theme?: 'light' | 'dark'; device?: BrowserContextOptions } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...device,
    ...(staff ? { storageState: staff } : {}),
    reducedMotion: 'reduce',
  });
  await context.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value);
    } catch {
      // about:blank has no storage.
    }
  }, theme);
  return context.newPage();
}

/**
 * The visible tap targets smaller than 44 × 44 CSS px, each as `tag "name" width×height`. A
 * checkbox or radio counts with its label (the label takes the tap). Visually hidden elements (the
 * skip link until focused, a file input behind its label) are 1 px or less and are not targets.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page
    .locator('a, button, input, select, summary, [role="button"]')
    .evaluateAll((elements) => {
      const boxOf = (element: Element) => element.getBoundingClientRect();
      const offenders: string[] = [];
      for (const element of elements) {
        if (!(element as HTMLElement).checkVisibility({ visibilityProperty: true })) continue;
        const own = boxOf(element);
        if (own.width <= 1 || own.height <= 1) continue;
        const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
        const fits = [own, ...labels.map(boxOf)].some(
          (box) => box.width >= 43.5 && box.height >= 43.5,
        );
        if (fits) continue;
        const name =
          element.getAttribute('aria-label') ??
          (element.textContent ?? '').trim().slice(0, 40) ??
          '';
        const tag = element.tagName.toLowerCase();
        const kind = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
        offenders.push(
          `${tag}${kind} "${name || (element as HTMLInputElement).name || ''}" ${Math.round(own.width)}×${Math.round(own.height)}`,
        );
      }
      return offenders;
    });
}

/** How far the page scrolls sideways, in CSS px: 0 when it fits its width. */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The address the tests' server answers on (playwright.config.ts), for the Origin header. */
const originOf = (info: TestInfoLike) => String(info.project.use.baseURL);
interface TestInfoLike {
  project: { use: { baseURL?: string } };
}

/** A support colleague: their e-mail, and their signed-in browser state. */
interface SupportMember {
  email: string;
  state: StorageState;
}

/**
 * The delivered-order fixtures, plus a support colleague signed in (invited by the local owner,
 * their authenticator enrolled at the first sign-in) and the samples to open, per worker: the
 * worker's order and customer, and the inbox's newest open message.
 */
export const test = deliveredOrder.extend<object, { support: SupportMember; samples: Samples }>({
  support: [
    async ({ browser, admin }, use, info) => {
      const origin = { Origin: originOf(info) };
      const email = uniqueEmail('back-office-support');
      const invited = Date.now();
      const owner = await browser.newContext({ storageState: admin });
      const invite = await owner.request.post('/api/admin/staff', {
        headers: origin,
        data: { email, role: 'support' },
      });
      expect(invite.status(), await invite.text()).toBe(200);
      await owner.close();
      const link = new URL((await waitForMail(email, 'staff-invitation', invited)).links[0]!);
      const colleague = await (await browser.newContext(DESKTOP)).newPage();
      const password = 'support reads the orders';
      const reset = await colleague.request.post('/api/auth/reset-password', {
        headers: origin,
        data: { token: link.searchParams.get('token'), password, confirmPassword: password },
      });
      expect(reset.status(), await reset.text()).toBe(200);
      await signInAsStaff(colleague, email, password);
      await use({ email, state: await colleague.context().storageState() });
      await colleague.context().close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  samples: [
    async ({ browser, admin, customer }, use, info) => {
      const shopper = await browser.newContext({ storageState: customer });
      const me = (await (await shopper.request.get('/api/auth/user')).json()) as {
        id: string;
        email: string;
      };
      const orders = (await (await shopper.request.get('/api/orders')).json()) as { id: string }[];
      const owner = await browser.newContext({ storageState: admin });
      const newestMessage = async () =>
        (
          (await (await owner.request.get('/api/admin/messages?status=open')).json()) as {
            messages: { id: string }[];
          }
        ).messages[0];
      // The contact form takes a few messages per sender at a time: an open message the inbox
      // already holds does (the inbox shows the open ones), one is sent only when there is none.
      if (!(await newestMessage())) {
        const sent = await shopper.request.post('/api/contact', {
          headers: { Origin: originOf(info) },
          data: {
            name: 'Back Office Sample',
            email: me.email,
            subject: 'refund',
            message: 'Could you check my eSIM order, please?',
            website: '',
            startedAt: Date.now() - 20_000,
          },
        });
        expect(sent.status(), await sent.text()).toBe(200);
      }
      const message = await newestMessage();
      await shopper.close();
      await owner.close();
      expect(message, 'a message in the inbox').toBeDefined();
      await use({
        email: me.email,
        orderId: orders[0]!.id,
        customerId: me.id,
        messageId: message!.id,
      });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
