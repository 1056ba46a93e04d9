/**
 * The `audit` Blobs store: every staff action, append-only. `entry/<day>/<time>-<id>` holds the
 * entry itself, written onlyIfNew; nothing in the code changes or deletes one, and no API does.
 * Read newest first, a page at a time, by owners.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { cursorOf, dayOf, entryNameOf, type ListPosition } from '../../lib/list-position.ts';
import { newestFirstPage } from '../../lib/newest-first-page.ts';
import { storeFamily } from '../../lib/store-family.ts';
import { staffRoleSchema } from './staff.ts';

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), role: staffRoleSchema }),
  /** What was done, e.g. `staff.invite`, `order.refund`, `order.reveal-activation-code`. */
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.string() }),
  /** The record's relevant fields before and after, when the action changed one. */
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  reason: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type StaffAction = Omit<AuditEntry, 'id' | 'at'>;

const entries = storeFamily('audit', 'entry/', auditEntrySchema);
const nameOf = (position: ListPosition) => `${dayOf(position)}/${entryNameOf(position)}`;

/** Appends one entry; a fresh id makes every entry a new key. */
export async function recordStaffAction(
  action: StaffAction,
  now = Date.now(),
): Promise<AuditEntry> {
  const position = { ms: now, id: randomUUID() };
  const entry: AuditEntry = { id: position.id, at: new Date(now).toISOString(), ...action };
  if (!(await entries.createIfNew(nameOf(position), entry)))
    throw new Error(`Audit entry ${position.id} exists already`);
  return entry;
}

const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, after the cursor's entry. */
export async function auditPage(
  after: ListPosition | null,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const page = await newestFirstPage(
    { listDays: () => entries.listFolders(), listEntries: (day) => entries.listNames(`${day}/`) },
    { after, limit: AUDIT_PAGE_SIZE, from: null, to: null },
    (position) => entries.readIfValid(nameOf(position)),
  );
  const last = page.items.at(-1);
  const nextCursor = page.more && last ? cursorOf({ ms: Date.parse(last.at), id: last.id }) : null;
  return { entries: page.items, nextCursor };
}
