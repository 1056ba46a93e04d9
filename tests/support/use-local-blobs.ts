/**
 * The usual set-up of a function test file: its own local Blobs server, the environment its
 * tests run in, the console channels the handlers would fill muted, and the customers its tests
 * act as, signed in once.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { signedInCustomer, type Customer } from './accounts.ts';
import { startLocalBlobs, type LocalBlobs } from './blobs-server.ts';
import { setEnv, type EnvValues } from './env.ts';
import { afterAnswersSettled } from './netlify-context.ts';

export interface LocalBlobsOptions {
  /** Variables set for the file's tests (`undefined` removes one) and put back after them. */
  env?: EnvValues;
  /** Channels muted besides `log`, which every handler fills with its request line. */
  mute?: ('warn' | 'error')[];
}

/**
 * Before the file's tests: starts the server, sets `env`, mutes the console. After them: lets
 * the work left running after the answers end (as Netlify does), then undoes all of it.
 */
export function useLocalBlobs({ env = {}, mute = [] }: LocalBlobsOptions = {}): {
  readonly directory: string;
} {
  let blobs: LocalBlobs;
  let restoreEnv: () => void;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    restoreEnv = setEnv(env);
    for (const channel of ['log', ...mute] as const)
      vi.spyOn(console, channel).mockImplementation(() => {});
  });
  afterAll(async () => {
    await afterAnswersSettled();
    vi.restoreAllMocks();
    restoreEnv();
    await blobs.stop();
  });
  return {
    /** Where the server keeps the stores, for a test that reads them as files. */
    get directory() {
      return blobs.directory;
    },
  };
}

/**
 * Variables set before the file's tests and put back after them, for values known only once a
 * hook has run (the address of a stand-in it started): call it after that hook.
 */
export function useEnv(values: () => EnvValues): void {
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = setEnv(values());
  });
  afterAll(() => restoreEnv());
}

/**
 * The file's customers, by the names its tests use, each signed in (e-mail confirmed) before the
 * tests; their cookie and id can be read from then on. Call it after useLocalBlobs and after any
 * set-up the sign-in needs (ADMIN_EMAILS for an admin).
 */
export function useCustomers<Name extends string>(
  emails: Record<Name, string>,
): Record<Name, Customer> {
  const names = Object.keys(emails) as Name[];
  const signedIn = new Map<Name, Customer>();
  beforeAll(async () => {
    const customers = await Promise.all(names.map((name) => signedInCustomer(emails[name])));
    names.forEach((name, i) => signedIn.set(name, customers[i]!));
  });
  const read = (name: Name): Customer => {
    const customer = signedIn.get(name);
    if (!customer)
      throw new Error(`${emails[name]} is not signed in yet: read it inside a test or a hook`);
    return customer;
  };
  const customerNamed = (name: Name): Customer => ({
    email: emails[name],
    get cookie() {
      return read(name).cookie;
    },
    get userId() {
      return read(name).userId;
    },
  });
  return Object.fromEntries(names.map((name) => [name, customerNamed(name)])) as Record<
    Name,
    Customer
  >;
}
