/**
 * Scheduled functions under `npm start`, as on Netlify: they run at their cron minutes (UTC) and
 * their URL runs nothing. Upstream never runs them on time and runs one for any caller of its URL
 * (docs/decisions/0024-local-platform.md).
 */
import { fileURLToPath } from 'node:url';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { cronMatches } from './cron.ts';

export interface ScheduledFunction {
  name: string;
  schedule: string;
}

export interface LocalSchedule {
  /** Runs the functions due at `at` (a whole minute) and answers their names. */
  runDue(at: Date): Promise<string[]>;
  stop(): void;
}

/** The functions of the folder that declare a schedule in their config. */
export async function findScheduledFunctions(functionsDir: URL): Promise<ScheduledFunction[]> {
  const functions = await listFunctions(fileURLToPath(functionsDir), { parseISC: true });
  return functions.flatMap(({ name, schedule }) => (schedule ? [{ name, schedule }] : []));
}

// Exactly as the emulator matches a function's own URL (@netlify/functions-dev 2.0.8), whose
// unescaped dot also serves /xnetlify/functions/<name>.
const FUNCTION_URL = /^\/.netlify\/(?:functions|builders)\/([^/]+)/;

/**
 * True when `pathname` (a parsed URL's) is the URL of one of `scheduled`, which only the schedule
 * may run.
 */
export function isScheduledFunctionPath(
  pathname: string,
  scheduled: readonly ScheduledFunction[],
): boolean {
  const name = FUNCTION_URL.exec(pathname)?.[1];
  return name !== undefined && scheduled.some((each) => each.name === name);
}

/** Invokes each function at its minutes through `invoke`, from the next whole minute on. */
export function startLocalSchedule(
  scheduled: readonly ScheduledFunction[],
  invoke: (request: Request) => Promise<unknown>,
): LocalSchedule {
  let timer: NodeJS.Timeout | undefined;
  async function runDue(at: Date): Promise<string[]> {
    const due = scheduled.filter(({ schedule }) => cronMatches(schedule, at));
    await Promise.all(
      due.map(async ({ name }) => {
        const request = new Request(`http://localhost/.netlify/functions/${name}`, {
          method: 'POST',
          headers: { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' },
          body: JSON.stringify({ next_run: new Date(at.getTime() + 60_000).toISOString() }),
        });
        await invoke(request).catch((error: unknown) =>
          console.error(`  [schedule] ${name} failed: ${String(error)}`),
        );
      }),
    );
    return due.map(({ name }) => name);
  }
  const tick = () => {
    const next = Math.floor(Date.now() / 60_000) * 60_000 + 60_000;
    timer = setTimeout(() => {
      tick();
      void runDue(new Date(next));
    }, next - Date.now());
    timer.unref();
  };
  if (scheduled.length > 0) tick();
  return { runDue, stop: () => clearTimeout(timer) };
}
