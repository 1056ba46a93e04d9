/**
 * Node's compile cache on disk for `npm start` and the bench's emulator floor, so a new warm
 * function instance does not compile zod anew; set in the environment, it reaches workers and the
 * build. A cold start measured as on Netlify drops it (tests/deployed-functions.test.ts).
 */
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Uses NODE_COMPILE_CACHE when set, else `.netlify/compile-cache/` under `root`. */
export function useLocalCompileCache(root: URL): void {
  process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('.netlify/compile-cache/', root));
  enableCompileCache(process.env.NODE_COMPILE_CACHE);
}

/**
 * `env` without NODE_COMPILE_CACHE: for a process that must start as a cold instance does,
 * compiling everything.
 */
export function withoutCompileCache(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_COMPILE_CACHE: _cache, ...rest } = env;
  return rest;
}
