/**
 * The real NetlifyDev on a fixture site, patched as `npm start` patches it: a function stays warm
 * between calls, one call at a time per instance. The fixture's function answers with the thread
 * it ran in and how many calls its module has seen.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ECHO_BODY_PATH,
  EMULATOR_SITE_ORIGIN,
  startEmulatorSite,
  type EmulatorSite,
} from '../../tests/support/emulator-site.ts';
import { bundleFunctionsOnFirstUse } from './bundle-on-first-use.ts';
import { reuseFunctionBuilds } from './reuse-builds.ts';
import { keepFunctionsWarm } from './warm-workers.ts';

/** The fixture function: `?wait=<ms>` answers late, `?fail=1` throws. */
const reportingFunction = (label: string) =>
  [
    "import { threadId } from 'node:worker_threads';",
    'let calls = 0;',
    'export default async (req: Request) => {',
    '  const url = new URL(req.url);',
    "  if (url.searchParams.has('fail')) throw new Error('failing on purpose');",
    "  await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('wait') ?? 0)));",
    `  return Response.json({ label: ${JSON.stringify(label)}, threadId, calls: ++calls });`,
    '};',
    `export const config = { path: "${ECHO_BODY_PATH}" };`,
    '',
  ].join('\n');

let site: EmulatorSite;
let edits = 0;
/**
 * Rewrites the function with a modification time of its own, in the past: a time after its
 * bundling began would mark every bundle of it stale (reuse-builds.ts), and some file systems keep
 * whole seconds.
 */
const writeFunction = (label: string) => {
  const path = fileURLToPath(new URL('netlify/functions/echo-body.mts', site.root));
  writeFileSync(path, reportingFunction(label));
  const stamp = new Date(Date.now() - 60_000 + ++edits * 2000);
  utimesSync(path, stamp, stamp);
};

beforeAll(async () => {
  expect(bundleFunctionsOnFirstUse()).toBe(true);
  expect(keepFunctionsWarm()).toBe(true);
  site = await startEmulatorSite({ withFunction: true });
  expect(reuseFunctionBuilds(fileURLToPath(site.root))).toBe(true);
  writeFunction('first');
});
afterAll(() => site.stop());

interface Report {
  label: string;
  threadId: number;
  calls: number;
}
const call = async (query = ''): Promise<{ status?: number; report?: Report }> => {
  const response = await site.netlify.handle(
    new Request(`${EMULATOR_SITE_ORIGIN}${ECHO_BODY_PATH}${query}`),
  );
  const status = response?.status;
  return { status, report: status === 200 ? ((await response?.json()) as Report) : undefined };
};

describe('functions kept warm between calls', () => {
  test('the patch finds the worker script of the installed emulator, once', () => {
    expect(keepFunctionsWarm()).toBe(true);
  });

  test('calls one after another are answered by one warm instance that keeps its module', async () => {
    const answers = [await call(), await call(), await call()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.report?.threadId)).size).toBe(1);
    const calls = answers.map((answer) => answer.report?.calls ?? 0);
    expect(calls).toEqual([calls[0], (calls[0] ?? 0) + 1, (calls[0] ?? 0) + 2]);
  });

  test('overlapping calls get an instance each, and both answer', async () => {
    const [first, second] = await Promise.all([call('?wait=400'), call('?wait=400')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.report?.threadId).not.toBe(second.report?.threadId);
  });

  test('a call that throws gets a 500, and the next call is answered', async () => {
    expect((await call('?fail=1')).status).toBe(500);
    expect((await call()).status).toBe(200);
  });

  test('an edited function answers from its new bundle, in a new instance', async () => {
    const before = await call();
    writeFunction('second');
    const after = await call();
    expect(after.report?.label).toBe('second');
    expect(after.report?.calls).toBe(1);
    expect(after.report?.threadId).not.toBe(before.report?.threadId);
  });
});
