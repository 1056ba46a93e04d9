/**
 * Node's compile cache, on disk, for `npm start` (scripts/start.ts) and the bench's emulator floor
 * (scripts/bench/emulator.ts): each new warm instance of a function (a worker thread) would
 * otherwise compile zod and the rest anew. Set in the environment, it reaches the
 * workers and child processes (the build); the call covers this process. What must start as a
 * cold Netlify instance starts (the cold-start bench, tests/deployed-functions.test.ts) drops it.
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
