/**
 * The real NetlifyDev on a fixture site with one function, patched as `npm start` patches it: a
 * function is bundled once and that bundle serves every call until one of its files changes.
 */
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  ECHO_BODY_PATH,
  EMULATOR_SITE_ORIGIN,
  startEmulatorSite,
  type EmulatorSite,
} from '../../tests/support/emulator-site.ts';
import { bundleFunctionsOnFirstUse } from './bundle-on-first-use.ts';
import { reuseFunctionBuilds } from './reuse-builds.ts';

let site: EmulatorSite;
let bundlesFolder: string;
beforeAll(async () => {
  // As npm start: no bundling at start, so the emulator's own file watcher never rebuilds behind
  // the patch.
  expect(bundleFunctionsOnFirstUse()).toBe(true);
  site = await startEmulatorSite({ withFunction: true });
  expect(reuseFunctionBuilds(fileURLToPath(site.root))).toBe(true);
  bundlesFolder = fileURLToPath(
    new URL(`.netlify/functions-serve/reused-${process.pid}/`, site.root),
  );
});
afterAll(() => site.stop());

const echo = async (text: string) => {
  const response = await site.netlify.handle(
    new Request(`${EMULATOR_SITE_ORIGIN}${ECHO_BODY_PATH}`, { method: 'POST', body: text }),
  );
  return { status: response?.status, body: await response?.text() };
};
const hex = (text: string) => Buffer.from(text).toString('hex');
const bundles = () => readdirSync(bundlesFolder).filter((name) => name.startsWith('echo-body-'));
const source = () => fileURLToPath(new URL('netlify/functions/echo-body.mts', site.root));
/** The echo function, rewritten to answer with `prefix` before the body. */
const echoSource = (prefix: string) =>
  `export default async (req: Request) => new Response(${JSON.stringify(prefix)} + (await req.text()));\nexport const config = { path: "${ECHO_BODY_PATH}" };\n`;
/**
 * Stamps the source `seconds` ahead: some file systems keep whole seconds, and an edit must not
 * share a bundle's time.
 */
const touchAhead = (seconds: number) => {
  const later = new Date(Date.now() + seconds * 1000);
  utimesSync(source(), later, later);
};

/** The emulator's function class, as the patched handler sees it on a call. */
async function emulatedFunctionPrototype(): Promise<{
  build: (...args: unknown[]) => Promise<unknown>;
}> {
  const handler = FunctionsHandler.prototype as unknown as {
    invoke: (...args: unknown[]) => Promise<unknown>;
  };
  const invoke = handler.invoke;
  let func: object | undefined;
  const spy = vi.spyOn(handler, 'invoke').mockImplementation(function (
    this: unknown,
    ...args: unknown[]
  ) {
    func = args[2] as object;
    return invoke.apply(this, args);
  });
  await echo('probe');
  spy.mockRestore();
  if (!func) throw new Error('no function reached the handler');
  return Object.getPrototypeOf(func) as { build: (...args: unknown[]) => Promise<unknown> };
}

describe('function bundles reused between calls', () => {
  test('the patch finds what it patches in the installed emulator, once', () => {
    expect(reuseFunctionBuilds(fileURLToPath(site.root))).toBe(true);
  });

  test('three calls are served by one bundle', async () => {
    for (const text of ['one', 'two', 'three'])
      expect(await echo(text)).toEqual({ status: 200, body: hex(text) });
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
    writeFileSync(source(), echoSource('edited:'));
    touchAhead(5);
    expect(await echo('again')).toEqual({ status: 200, body: 'edited:again' });
    expect(bundles()).toHaveLength(1);
    expect(bundles()).not.toContain(before);
    expect(await echo('and again')).toEqual({ status: 200, body: 'edited:and again' });
    expect(bundles()).toHaveLength(1);
  });

  test('a source edited while its function is being bundled is bundled again by the next call', async () => {
    const prototype = await emulatedFunctionPrototype();
    writeFileSync(source(), echoSource('before:'));
    touchAhead(10);
    const build = prototype.build;
    // The edit lands after the bundler has read the sources, before the call answers.
    const spy = vi.spyOn(prototype, 'build').mockImplementation(async function (
      this: unknown,
      ...args: unknown[]
    ) {
      const outcome = await build.apply(this, args);
      writeFileSync(source(), echoSource('during:'));
      touchAhead(20);
      return outcome;
    });
    try {
      expect(await echo('x')).toEqual({ status: 200, body: 'before:x' });
    } finally {
      spy.mockRestore();
    }
    expect(await echo('y')).toEqual({ status: 200, body: 'during:y' });
  });
});
