/**
 * `rescue-due/<due UTC hour>/<due ms>-<iccid>`: when the no-data check next looks at each watched
 * eSIM, written with its `rescue-watch/` entry. The check lists only due hours, so a run costs the
 * same however many eSIMs wait (docs/decisions/0049-no-data-on-arrival-rescue.md).
 */
import * as z from 'zod';
import { esimsStoreFamily } from '../esims-store.server.ts';

const entrySchema = z.object({ iccid: z.string() });
const entries = esimsStoreFamily('rescue-due/', entrySchema);

/** A due entry as its name tells: its key, its eSIM and when it is due. */
export interface DueLook {
  name: string;
  iccid: string;
  at: number;
}

/** `YYYY-MM-DDTHH` of a UTC time: an hour folder. */
const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);

const nameOf = (iccid: string, at: number) =>
  `${hourOf(at)}/${String(at).padStart(15, '0')}-${iccid}`;

/** Lists the eSIM's look at `at`. */
export async function listLook(iccid: string, at: number): Promise<void> {
  await entries.write(nameOf(iccid, at), { iccid });
}

/** Takes the eSIM's look at `at` off the index (done, replaced, or no longer watched). */
export function dropLook(iccid: string, at: number): Promise<void> {
  return entries.remove(nameOf(iccid, at));
}

const HOUR_MS = 60 * 60 * 1000;
const HOURS_ONE_BY_ONE = 48;

/**
 * The hour folders that may hold looks due by `now`, oldest first. From `from` (the oldest hour the
 * last run left looks in: no look is ever listed before its writer's now) one hour at a time;
 * without it, or two days after it, one listing of the folders (180 days of hours at most).
 */
export async function dueLookHours(now: number, from: string | null): Promise<string[]> {
  const last = hourOf(now);
  const start = from === null ? Number.NaN : Date.parse(`${from}:00:00Z`);
  // After a long stop one listing of the folders is cheaper than an hour at a time.
  if (Number.isNaN(start) || now - start > HOURS_ONE_BY_ONE * HOUR_MS)
    return (await entries.listFolders()).filter((folder) => folder <= last).sort();
  const hours: string[] = [];
  for (let at = start; hourOf(at) <= last; at += HOUR_MS) hours.push(hourOf(at));
  return hours;
}

/** The hour folder of `at`: the memo of a run that left nothing due before it. */
export const lookHourOf = hourOf;

/** The looks of `hour` due by `now`, oldest first, by name alone (no read). */
export async function dueLooksOf(hour: string, now: number): Promise<DueLook[]> {
  const due: DueLook[] = [];
  for (const name of (await entries.listNames(`${hour}/`)).sort()) {
    const match = /^(\d{15})-(.+)$/.exec(name);
    if (!match) continue;
    const at = Number(match[1]);
    if (at > now) break;
    due.push({ name: `${hour}/${name}`, iccid: match[2]!, at });
  }
  return due;
}
