/**
 * Makes the local emulator bundle a function when it is first called, not all of them at start.
 *
 * @netlify/dev 5.1 (@netlify/functions-dev 2.0.8) bundles every function as soon as it starts,
 * each with a copy of its traced node_modules (about 150 MB for 26 functions), only to watch their
 * files: every call then bundles its function again into a folder of its own, from the sources as
 * they are. On two cores that start-up work took 30 s and more, and everything else waited behind
 * it (seeding, the first pages, the first calls). Without it nothing is lost: a call still bundles
 * what it runs, and an edit is still seen by the next call. (A schedule declared in a function's
 * code is known from its first call on; none is run locally anyway.)
 *
 * The emulator has no option for this, so the registry's first-load build is skipped on its
 * prototype. If an upgrade renames what is patched here, nothing is patched and `npm start` says
 * so (it is then only slower); scripts/start-first-run.test.ts fails on such an upgrade.
 */
import { FunctionsHandler } from '@netlify/functions-dev';

interface RegistryPrototype {
  buildFunctionAndWatchFiles?: (this: unknown, func: unknown, firstLoad?: boolean) => Promise<void>;
  bundleOnUse?: true;
}

/** Patches the emulator's function registry once; true when it is (or already was) patched. */
export function bundleFunctionsOnFirstUse(): boolean {
  const prototype = registryPrototype();
  if (!prototype || typeof prototype.buildFunctionAndWatchFiles !== 'function') return false;
  if (prototype.bundleOnUse) return true;
  const buildAndWatch = prototype.buildFunctionAndWatchFiles;
  prototype.buildFunctionAndWatchFiles = function (func, firstLoad = false) {
    return firstLoad ? Promise.resolve() : buildAndWatch.call(this, func, firstLoad);
  };
  prototype.bundleOnUse = true;
  return true;
}

/** The registry class is not exported; a handler that scans no folder holds an instance. */
function registryPrototype(): RegistryPrototype | null {
  const probe = new FunctionsHandler({ config: { get: () => ({}) } as never, destPath: '', projectRoot: '', settings: {}, geolocation: {} as never });
  const registry = (probe as unknown as { registry?: object }).registry;
  return registry ? (Object.getPrototypeOf(registry) as RegistryPrototype) : null;
}
