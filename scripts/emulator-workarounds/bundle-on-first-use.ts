/**
 * Bundles a function on its first call, not every function at start (30 s and more on two cores),
 * which upstream does with no option to defer (docs/decisions/0024-local-platform.md).
 * scripts/start-first-run.test.ts fails on an upgrade that renames what is patched.
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
  const probe = new FunctionsHandler({
    config: { get: () => ({}) } as never,
    destPath: '',
    projectRoot: '',
    settings: {},
    geolocation: {} as never,
  });
  const registry = (probe as unknown as { registry?: object }).registry;
  return registry ? (Object.getPrototypeOf(registry) as RegistryPrototype) : null;
}
