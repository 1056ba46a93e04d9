import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EMULATOR_SITE_ORIGIN,
  startEmulatorSite,
  type EmulatorSite,
} from '../../tests/support/emulator-site.ts';
import { notFoundPage } from './not-found-page.ts';

let site: EmulatorSite;
beforeAll(async () => {
  site = await startEmulatorSite();
});
afterAll(() => site.stop());

describe('the emulator behaviour this works around', () => {
  test('the emulator answers nothing for a path nothing serves (delete not-found-page.ts once it answers)', async () => {
    expect(
      await site.netlify.handleAndIntrospect(new Request(`${EMULATOR_SITE_ORIGIN}/no-such-page`)),
    ).toBeUndefined();
  });
});

describe('notFoundPage', () => {
  test("is the build's 404.html with status 404 and the site-wide headers of dist/_headers", async () => {
    const page = await notFoundPage(site.netlify, EMULATOR_SITE_ORIGIN);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('404 Page Not Found');
  });
});
