/**
 * What one scheduled sweep may spend: a number of Blobs calls, and the run's time. Every sweep
 * takes from its budget before each call, so a run's cost is fixed whatever the shop holds, and a
 * run cut off half way leaves each record either done or still findable (docs/retention.md).
 */

/** Thrown by `take` when the budget is spent; the sweep stops there and the next run goes on. */
export class BudgetSpent extends Error {
  constructor() {
    super('The sweep budget is spent');
  }
}

export interface SweepBudget {
  /** Takes one Blobs call from the budget, or throws BudgetSpent when none is left. */
  take(): void;
  /** Calls taken so far. */
  readonly used: number;
}

export function sweepBudget(calls: number, outOfTime: () => boolean = () => false): SweepBudget {
  let used = 0;
  return {
    take() {
      if (used >= calls || outOfTime()) throw new BudgetSpent();
      used++;
    },
    get used() {
      return used;
    },
  };
}

/** True from `ms` after now on (real time, whatever clock a test gives the sweep). */
export function deadlineIn(ms: number): () => boolean {
  const deadline = performance.now() + ms;
  return () => performance.now() >= deadline;
}
