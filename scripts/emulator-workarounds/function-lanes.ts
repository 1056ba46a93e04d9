/**
 * One call at a time into each function, for the local emulator only.
 *
 * @netlify/dev 5.1 bundles a function afresh for every call, into a folder it deletes once that
 * call has answered, and a call that arrives while another call to the same function is being
 * bundled is handed that other call's bundle. When the first call answers first, the second one
 * loads its modules from a deleted folder and answers 500 ("Cannot find module
 * …/functions-serve/_xyz/orders/node_modules/…"). Netlify itself has no such race, so the local
 * server queues calls per function; calls to different functions still run side by side.
 */
import { fileURLToPath } from 'node:url';
import { listFunctions } from '@netlify/zip-it-and-ship-it';

interface FunctionRoute {
  name: string;
  methods: string[];
  matches: (path: string) => boolean;
}

export interface FunctionLanes {
  /** The function that answers this path and method, as the emulator matches it. */
  functionFor(path: string, method: string): string | undefined;
  /** Runs `work` once every earlier call to the same function has finished. */
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
}

export async function createFunctionLanes(functionsDir: URL): Promise<FunctionLanes> {
  const functions = await listFunctions(fileURLToPath(functionsDir), { parseISC: true });
  const routes: FunctionRoute[] = functions.flatMap(({ name, routes = [] }) =>
    routes.map((route) => ({
      name,
      methods: route.methods ?? [],
      matches: 'literal' in route ? (path: string) => path === route.literal : regexMatcher(route.expression),
    })),
  );
  const tails = new Map<string, Promise<unknown>>();

  return {
    functionFor(rawPath, method) {
      // As the emulator compares: lower case, without a trailing slash.
      const path = (rawPath !== '/' && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath).toLowerCase();
      return routes.find((route) => (route.methods.length === 0 || route.methods.includes(method)) && route.matches(path))?.name;
    },
    run(name, work) {
      const result = (tails.get(name) ?? Promise.resolve()).then(work, work);
      const tail = result.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

function regexMatcher(expression: string): (path: string) => boolean {
  const pattern = new RegExp(expression);
  return (path) => pattern.test(path);
}
