import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $toasts } from '../../components/ui/toast.store.ts';
import { $currentUser } from '../auth/user.store.ts';
import { REDIRECT_AFTER_LOGIN_KEY } from '../auth/redirect-after-login.ts';
import { initPlanLinks } from './plan-link.client.ts';
import { islandTexts } from '../i18n/catalogue.ts';

interface FakeLink {
  href: string;
  closest(selector: string): unknown;
}

class FakeElement {
  readonly link: FakeLink | null;
  constructor(link: FakeLink | null) {
    this.link = link;
  }
  closest() {
    return this.link;
  }
}

/** The grid the cards sit in hands the script its texts, as PlanGrid does. */
const grid = {
  dataset: {
    texts: JSON.stringify(
      islandTexts('en', 'catalogue.plan.signInTitle', 'catalogue.plan.signInText'),
    ),
  },
};
const planLink = (href: string): FakeLink => ({
  href,
  closest: (selector) => (selector === '[data-texts]' ? grid : null),
});

let onClick: (event: unknown) => void = () => {};
const assign = vi.fn();
const stored = new Map<string, string>();

function click(link: FakeLink | null, keys: Partial<MouseEvent> = {}) {
  const event = {
    defaultPrevented: false,
    button: 0,
    target: new FakeElement(link),
    preventDefault: vi.fn(),
    ...keys,
  };
  onClick(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('document', {
    cookie: '',
    documentElement: { lang: 'en' },
    addEventListener: (_type: string, handler: (event: unknown) => void) => (onClick = handler),
  });
  vi.stubGlobal('window', {
    location: { href: 'http://shop.test/country/us', assign },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  });
  vi.stubGlobal('localStorage', {
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  initPlanLinks();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the plan cards' sign-in gate", () => {
  test('a signed-out click on Get eSIM Now explains, remembers the checkout and goes to /signin after 1 s', () => {
    $currentUser.set({ status: 'ready', user: null });
    const event = click(planLink('http://shop.test/checkout/us-5gb-7d'));
    expect(event.preventDefault).toHaveBeenCalled();
    expect($toasts.get()[0]).toMatchObject({
      title: 'Login Required',
      description: 'Please sign in to purchase this eSIM plan.',
      variant: 'destructive',
    });
    expect(stored.get(REDIRECT_AFTER_LOGIN_KEY)).toBe('/checkout/us-5gb-7d');
    vi.advanceTimersByTime(1000);
    expect(assign).toHaveBeenCalledWith('/signin');
  });

  test('lets the link work while the user check runs, for a new tab, and off plan links', () => {
    $currentUser.set({ status: 'loading' });
    expect(
      click(planLink('http://shop.test/checkout/us-5gb-7d')).preventDefault,
    ).not.toHaveBeenCalled();
    $currentUser.set({ status: 'ready', user: null });
    expect(
      click(planLink('http://shop.test/checkout/us-5gb-7d'), { ctrlKey: true }).preventDefault,
    ).not.toHaveBeenCalled();
    expect(click(null).preventDefault).not.toHaveBeenCalled();
  });
});
