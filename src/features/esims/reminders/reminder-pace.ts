/**
 * The install reminders' share of eSIM Go's 10 requests a second (per IP, shared with everything
 * else): 2, that is one check (a usage call is two requests) a second, 20 in a run's 20 seconds
 * (docs/decisions/0052-install-reminders.md). Kept apart so the re-drive loads the step lazily.
 */
export const REMINDER_CHECKS_PER_RUN = 20;
const CHECK_INTERVAL_MS = 1_000;

/** A wait that spaces this run's provider calls a second apart (checks run one at a time). */
export function reminderPace(clock = () => performance.now()): () => Promise<void> {
  let next = -Infinity;
  return async () => {
    const at = Math.max(next, clock());
    next = at + CHECK_INTERVAL_MS;
    const wait = at - clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
