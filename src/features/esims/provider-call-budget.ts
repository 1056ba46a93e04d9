/**
 * A scheduled step's share of the provider's rate limit: at most `calls` provider requests in one
 * run, started no faster than `perSecond`. Work reserves its worst case before it starts, so
 * parallel work never goes over, and gives back what it did not use.
 */
export interface ProviderCallBudget {
  /** Sets aside `calls` for one piece of work; false (nothing set aside) when too few are left. */
  reserve(calls: number): boolean;
  /** Gives back calls set aside and not made. */
  release(calls: number): void;
  /**
   * Makes `requests` provider requests through `call`, out of what was set aside, once the pace
   * allows.
   */
  spend<T>(requests: number, call: () => Promise<T>): Promise<T>;
  /** Whether `calls` more could still be set aside. */
  allows(calls: number): boolean;
  /** Requests made so far. */
  readonly spent: number;
}

export interface BudgetOptions {
  calls: number;
  perSecond: number;
  /** Milliseconds, monotonic; and a wait. Tests pass a clock that the wait moves. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export function providerCallBudget({
  calls,
  perSecond,
  clock = () => performance.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: BudgetOptions): ProviderCallBudget {
  const interval = 1000 / perSecond;
  let reserved = 0;
  let spent = 0;
  let nextAt = -Infinity;
  return {
    reserve(count) {
      if (reserved + count > calls) return false;
      reserved += count;
      return true;
    },
    release(count) {
      reserved -= count;
    },
    allows: (count) => reserved + count <= calls,
    async spend(requests, call) {
      const at = Math.max(nextAt, clock());
      nextAt = at + requests * interval;
      spent += requests;
      if (at > clock()) await sleep(at - clock());
      return call();
    },
    get spent() {
      return spent;
    },
  };
}
