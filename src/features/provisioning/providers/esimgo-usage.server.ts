/**
 * eSIM Go's answers about one eSIM (`GET /esims/{iccid}` and `GET /esims/{iccid}/bundles`) read
 * into the port's EsimUsage. Field names follow the v2.4 OpenAPI (ESIMDetailsResponse,
 * BundlesList) and eSIM Go's prose docs; where they disagree both are read (docs/decisions/0003).
 */
import * as z from 'zod';
import {
  bundleStates,
  profileStates,
  type BundleAssignment,
  type BundleState,
  type EsimUsage,
  type ProfileState,
} from '../../esim-provider/provider.ts';

/** eSIM Go's documented profile words that the port names differently. */
const PROFILE_SYNONYMS: Record<string, ProfileState> = {
  // 'Deactivated': the eSIM can no longer be used, as a deleted profile.
  deactivated: 'deleted',
};

/**
 * The port's profile state for eSIM Go's `profileStatus` ('Released', 'Installed' …); words we do
 * not know are 'unknown'.
 */
export function profileStateOf(word: string | null | undefined): ProfileState {
  const key = (word ?? '').trim().toLowerCase();
  if (key in PROFILE_SYNONYMS) return PROFILE_SYNONYMS[key]!;
  return (profileStates as readonly string[]).includes(key) && key !== 'unknown'
    ? (key as ProfileState)
    : 'unknown';
}

/**
 * A time as eSIM Go writes it (ISO string, or milliseconds since epoch as number or digits), as
 * ISO; null when absent.
 */
const timeSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '' || value === 0) return null;
    const time = new Date(
      typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value),
    );
    // Also out of Date's range (e.g. 1e20 ms), where toISOString would throw instead of failing the
    // parse.
    if (Number.isNaN(time.getTime())) {
      context.addIssue({ code: 'custom', message: 'not a time' });
      return z.NEVER;
    }
    return time.toISOString();
  });

/** `GET /esims/{iccid}`: only the profile state and first install are needed. */
export const esimDetailsSchema = z.object({
  profileStatus: z.string().nullish(),
  firstInstalledDateTime: timeSchema,
});

/**
 * `bundleState` is free text in the specification: the seven words it describes are read, any other
 * is 'unknown'.
 */
const bundleStateSchema = z
  .string()
  .nullish()
  .transform((word): BundleState => {
    const key = (word ?? '').trim().toLowerCase();
    return (bundleStates as readonly string[]).includes(key) ? (key as BundleState) : 'unknown';
  });

/** A quantity in bytes, as the specification types it (an integer); absent or null is unknown. */
const quantitySchema = z
  .number()
  .nullish()
  .transform((bytes) => (bytes === null || bytes === undefined ? null : Math.max(0, bytes)));

/** `BundlesList` requires no field of an assignment: each one eSIM Go leaves out is unknown. */
const assignmentSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((id) =>
      id === null || id === undefined || String(id).trim() === '' ? null : String(id).trim(),
    ),
  // The reference names `reference`; the v2.4 OpenAPI and the guides name it `assignmentReference`.
  reference: z.string().nullish(),
  assignmentReference: z.string().nullish(),
  initialQuantity: quantitySchema,
  remainingQuantity: quantitySchema,
  bundleState: bundleStateSchema,
  unlimited: z.boolean().nullish(),
  assignmentDateTime: timeSchema,
  // Not in the specification's bundle list (only its callbacks carry them); the prose docs show
  // them here.
  startTime: timeSchema,
  endTime: timeSchema,
});

/**
 * `GET /esims/{iccid}/bundles`. The list itself is kept required: without it an eSIM would read as
 * having no bundle (Expired).
 */
export const bundlesListSchema = z.object({
  bundles: z.array(
    z.object({
      name: z
        .string()
        .nullish()
        .transform((name) => name?.trim() || null),
      assignments: z.array(assignmentSchema).nullish(),
    }),
  ),
});

type Assignment = z.infer<typeof assignmentSchema>;

/**
 * An assignment reference is the order reference plus `-<item index>` (e.g. `…388a21393138-0`); the
 * port wants the order's.
 */
const INDEXED_UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/i;

function orderReferenceOf(assignment: Assignment): string {
  const reference = (assignment.reference?.trim() || assignment.assignmentReference?.trim()) ?? '';
  return INDEXED_UUID.exec(reference)?.[1] ?? reference;
}

/** The eSIM's usage from both answers, bundles oldest first. */
export function toEsimUsage(
  iccid: string,
  details: z.infer<typeof esimDetailsSchema>,
  list: z.infer<typeof bundlesListSchema>,
): EsimUsage {
  const bundles = list.bundles.flatMap(({ name, assignments }) =>
    (assignments ?? []).map((assignment): BundleAssignment => ({
      bundle: name,
      assignmentId: assignment.id,
      providerReference: orderReferenceOf(assignment),
      state: assignment.bundleState,
      initialBytes: assignment.initialQuantity,
      remainingBytes: assignment.remainingQuantity,
      unlimited: assignment.unlimited ?? false,
      assignedAt: assignment.assignmentDateTime,
      startTime: assignment.startTime,
      endTime: assignment.endTime,
    })),
  );
  // A stable sort: assignments with neither date nor id keep the order eSIM Go listed them in.
  bundles.sort(
    (a, b) =>
      compareKnownFirst(a.assignedAt, b.assignedAt, compareTimes) ||
      compareKnownFirst(a.assignmentId, b.assignmentId, compareIds),
  );
  return {
    iccid,
    profileState: profileStateOf(details.profileStatus),
    firstInstalledAt: details.firstInstalledDateTime,
    bundles,
  };
}

/**
 * Known values in `compare`'s order, unknown ones after them: we cannot say when those were put on.
 */
function compareKnownFirst(
  a: string | null,
  b: string | null,
  compare: (a: string, b: string) => number,
): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return compare(a, b);
}

const compareTimes = (a: string, b: string) => a.localeCompare(b);

/** Numeric ids in number order (eSIM Go's grow over time), others as text. */
function compareIds(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b);
}
