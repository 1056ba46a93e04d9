/**
 * The real NetlifyDev on a fixture site with one function, patched as `npm start` patches it: a
 * function is bundled once and that bundle serves every call until one of its files changes.
 */
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ECHO_BODY_PATH, EMULATOR_SITE_ORIGIN, startEmulatorSite, type EmulatorSite } from '../../tests/support/emulator-site.ts';
import { reuseFunctionBuilds } from './reuse-builds.ts';

let site: EmulatorSite;
let bundlesFolder: string;
beforeAll(async () => {
  site = await startEmulatorSite({ withFunction: true });
  expect(reuseFunctionBuilds(fileURLToPath(site.root))).toBe(true);
  bundlesFolder = fileURLToPath(new URL(`.netlify/functions-serve/reused-${process.pid}/`, site.root));
});
afterAll(() => site.stop());

const echo = async (text: string) => {
  const response = await site.netlify.handle(new Request(`${EMULATOR_SITE_ORIGIN}${ECHO_BODY_PATH}`, { method: 'POST', body: text }));
  return { status: response?.status, body: await response?.text() };
};
const hex = (text: string) => Buffer.from(text).toString('hex');
const bundles = () => readdirSync(bundlesFolder).filter((name) => name.startsWith('echo-body-'));

describe('function bundles reused between calls', () => {
  test('the patch finds what it patches in the installed emulator, once', () => {
    expect(reuseFunctionBuilds(fileURLToPath(site.root))).toBe(true);
  });

  test('three calls are served by one bundle', async () => {
    for (const text of ['one', 'two', 'three']) expect(await echo(text)).toEqual({ status: 200, body: hex(text) });
    expect(bundles()).toHaveLength(1);
  });

  test('overlapping calls to one function all answer, each with its own body', async () => {
    const texts = Array.from({ length: 6 }, (_, index) => `call ${index}`);
    const answers = await Promise.all(texts.map(echo));
    expect(answers).toEqual(texts.map((text) => ({ status: 200, body: hex(text) })));
    expect(bundles()).toHaveLength(1);
  });

  test('an edited source is bundled again by the next call, and the bundle it replaced is removed', async () => {
    const [before] = bundles();
    const source = fileURLToPath(new URL('netlify/functions/echo-body.mts', site.root));
    writeFileSync(
      source,
      `export default async (req: Request) => new Response("edited:" + (await req.text()));\nexport const config = { path: "${ECHO_BODY_PATH}" };\n`,
    );
    // Some file systems keep whole seconds: the edit must not share the bundle's modification time.
    const later = new Date(Date.now() + 5_000);
    utimesSync(source, later, later);
    expect(await echo('again')).toEqual({ status: 200, body: 'edited:again' });
    expect(bundles()).toHaveLength(1);
    expect(bundles()).not.toContain(before);
    expect(await echo('and again')).toEqual({ status: 200, body: 'edited:and again' });
    expect(bundles()).toHaveLength(1);
  });
});
