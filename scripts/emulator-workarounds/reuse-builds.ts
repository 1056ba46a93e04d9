/**
 * Reuses a function's bundle from call to call, as Netlify does between deploys, and rebundles when
 * a source file changes: upstream bundles per call into a folder it then deletes, 0.6–1.6 s a call,
 * and overlapping calls race (docs/decisions/0024-local-platform.md). Its test fails on an upgrade.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FunctionsHandler } from '@netlify/functions-dev';

type Cache = Record<string, unknown>;
interface BuildOutcome {
  error?: unknown;
  includedFiles?: string[];
}
/** The emulator's NetlifyFunction, as far as it is used here. */
interface EmulatedFunction {
  name: string;
  srcFiles: Set<string>;
  build(args: { buildDirectory: string; cache: Cache }): Promise<BuildOutcome>;
  invoke(args: { buildCache?: Cache; buildDirectory?: string }): Promise<Response>;
}
interface Bundle {
  folder: string;
  /** The modification time and size of every file it was bundled from, or STALE. */
  stamp: string;
  files: string[];
}
interface FunctionState {
  current?: Bundle;
  /** A check or a bundling under way: overlapping calls wait for the same one. */
  pending?: Promise<void>;
  superseded: string[];
  running: number;
}

const PATCHED = Symbol.for('roamly.reuseBuilds');
type Patchable = { invoke: (...args: unknown[]) => Promise<unknown>; [PATCHED]?: true };

/**
 * Patches the emulator once (per process) to reuse bundles under `projectRoot`. Returns true when
 * it is (or already was) patched.
 */
export function reuseFunctionBuilds(projectRoot: string): boolean {
  const handler = FunctionsHandler.prototype as unknown as Patchable;
  if (typeof handler.invoke !== 'function') return false;
  if (handler[PATCHED]) return true;
  const root = join(projectRoot, '.netlify', 'functions-serve', `reused-${process.pid}`);
  removeFoldersOfEndedRuns(join(projectRoot, '.netlify', 'functions-serve'));
  const states = new Map<string, FunctionState>();
  let generation = 0;

  const invokeHandler = handler.invoke;
  handler.invoke = function (this: unknown, ...args: unknown[]) {
    patchFunctionClass(args[2] as EmulatedFunction);
    return invokeHandler.apply(this, args);
  };
  handler[PATCHED] = true;

  function patchFunctionClass(func: EmulatedFunction): void {
    const prototype = Object.getPrototypeOf(func) as EmulatedFunction & { [PATCHED]?: true };
    if (
      prototype[PATCHED] ||
      typeof prototype.invoke !== 'function' ||
      typeof prototype.build !== 'function'
    )
      return;
    const invokeFunction = prototype.invoke;
    prototype.invoke = async function (this: EmulatedFunction, args) {
      const state = stateOf(this.name);
      state.running++;
      try {
        await freshBundle(this, state, args.buildCache);
        // Without a build directory the emulator runs the bundle it holds (buildData).
        return await invokeFunction.call(this, { ...args, buildDirectory: undefined });
      } finally {
        state.running--;
        if (state.running === 0) removeSuperseded(state);
      }
    };
    prototype[PATCHED] = true;
  }

  function stateOf(name: string): FunctionState {
    let state = states.get(name);
    if (!state) states.set(name, (state = { superseded: [], running: 0 }));
    return state;
  }

  /** Bundles the function unless its current bundle is still made of the files as they are. */
  function freshBundle(
    func: EmulatedFunction,
    state: FunctionState,
    cache: Cache = {},
  ): Promise<void> {
    state.pending ??= (async () => {
      const current = state.current;
      if (current && (await stampOf(current.files)).stamp === current.stamp) return;
      const folder = join(root, `${func.name}-${++generation}`);
      mkdirSync(folder, { recursive: true });
      const startedAt = Date.now();
      // The emulator's build keeps its outcome on the function (buildData, buildError).
      const outcome = await func.build({ buildDirectory: folder, cache });
      if (current) state.superseded.push(current.folder);
      const files = [...func.srcFiles, ...(outcome.includedFiles ?? [])];
      const { stamp, newest } = await stampOf(files);
      // A failed build is tried again by the next call, as the emulator did; so is one whose files
      // changed while it ran (the bundler may have read them before the change). The second of
      // margin covers file systems that keep whole seconds.
      const changedWhileBuilding = newest >= startedAt - 1_000;
      state.current = outcome.error
        ? undefined
        : { folder, files, stamp: changedWhileBuilding ? STALE : stamp };
      if (outcome.error) state.superseded.push(folder);
    })().finally(() => {
      state.pending = undefined;
    });
    return state.pending;
  }

  function removeSuperseded(state: FunctionState): void {
    for (const folder of state.superseded.splice(0))
      rmSync(folder, { recursive: true, force: true });
  }

  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  return true;
}

/** A bundle's stamp that no files match: its next call bundles again. */
const STALE = 'stale';

/**
 * Modification time and size of each file (a file gone reads as such), and the latest modification
 * time.
 */
async function stampOf(files: string[]): Promise<{ stamp: string; newest: number }> {
  const found = await Promise.all(files.map((file) => stat(file).catch(() => null)));
  return {
    stamp: found.map((info) => (info ? `${info.mtimeMs}:${info.size}` : 'gone')).join('|'),
    newest: Math.max(0, ...found.map((info) => info?.mtimeMs ?? 0)),
  };
}

/** reused-<pid> folders left by runs that ended without cleaning up (a kill -9, a crash). */
function removeFoldersOfEndedRuns(serveFolder: string): void {
  if (!existsSync(serveFolder)) return;
  for (const name of readdirSync(serveFolder)) {
    const pid = Number(/^reused-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid))
      rmSync(join(serveFolder, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
