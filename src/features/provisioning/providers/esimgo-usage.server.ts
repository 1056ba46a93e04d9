/**
 * eSIM Go's answers about one eSIM (`GET /esims/{iccid}` and `GET /esims/{iccid}/bundles`) read
 * into the port's EsimUsage. Field names follow the v2.4 OpenAPI (ESIMDetailsResponse,
 * BundlesList) and eSIM Go's prose docs; where they disagree both are read (docs/decisions/0003).
 */
import * as z from 'zod';
import { bundleStates, profileStates, type BundleAssignment, type BundleState, type EsimUsage, type ProfileState } from '../provider.ts';

/** eSIM Go's documented profile words that the port names differently. */
const PROFILE_SYNONYMS: Record<string, ProfileState> = {
  // 'Deactivated': the eSIM can no longer be used, as a deleted profile.
  deactivated: 'deleted',
};

/** The port's profile state for eSIM Go's `profileStatus` ('Released', 'Installed' …); words we do not know are 'unknown'. */
export function profileStateOf(word: string | null | undefined): ProfileState {
  const key = (word ?? '').trim().toLowerCase();
  if (key in PROFILE_SYNONYMS) return PROFILE_SYNONYMS[key]!;
  return (profileStates as readonly string[]).includes(key) && key !== 'unknown' ? (key as ProfileState) : 'unknown';
}

/** A time as eSIM Go writes it (ISO string, or milliseconds since epoch as number or digits), as ISO; null when absent. */
const timeSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '' || value === 0) return null;
    const time = new Date(typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value));
    // Also out of Date's range (e.g. 1e20 ms), where toISOString would throw instead of failing the parse.
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

/** `bundleState` is free text in the specification: the seven words it describes are read, any other is 'unknown'. */
const bundleStateSchema = z
  .string()
  .nullish()
  .transform((word): BundleState => {
    const key = (word ?? '').trim().toLowerCase();
    return (bundleStates as readonly string[]).includes(key) ? (key as BundleState) : 'unknown';
  });

const assignmentSchema = z.object({
  id: z.union([z.string().trim().min(1), z.number()]).transform(String),
  // The reference names `reference`; the v2.4 OpenAPI and the guides name it `assignmentReference`.
  reference: z.string().trim().min(1).optional(),
  assignmentReference: z.string().trim().min(1).optional(),
  initialQuantity: z.number().finite(),
  remainingQuantity: z.number().finite(),
  bundleState: bundleStateSchema,
  unlimited: z.boolean().default(false),
  assignmentDateTime: timeSchema.pipe(z.string()),
  startTime: timeSchema,
  endTime: timeSchema,
});

/** `GET /esims/{iccid}/bundles`. */
export const bundlesListSchema = z.object({
  bundles: z.array(z.object({ name: z.string().trim().min(1), assignments: z.array(assignmentSchema).default([]) })),
});

/** An assignment reference is the order reference plus `-<item index>` (e.g. `…388a21393138-0`); the port wants the order's. */
const INDEXED_UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/i;

function orderReferenceOf(assignment: z.infer<typeof assignmentSchema>): string {
  const reference = assignment.reference ?? assignment.assignmentReference ?? '';
  return INDEXED_UUID.exec(reference)?.[1] ?? reference;
}

/** The eSIM's usage from both answers, bundles oldest first. */
export function toEsimUsage(iccid: string, details: z.infer<typeof esimDetailsSchema>, list: z.infer<typeof bundlesListSchema>): EsimUsage {
  const bundles = list.bundles.flatMap(({ name, assignments }) =>
    assignments.map((assignment): BundleAssignment => ({
      bundle: name,
      assignmentId: assignment.id,
      providerReference: orderReferenceOf(assignment),
      state: assignment.bundleState,
      initialBytes: Math.max(0, assignment.initialQuantity),
      remainingBytes: Math.max(0, assignment.remainingQuantity),
      unlimited: assignment.unlimited,
      assignedAt: assignment.assignmentDateTime,
      startTime: assignment.startTime,
      endTime: assignment.endTime,
    })),
  );
  bundles.sort((a, b) => a.assignedAt.localeCompare(b.assignedAt) || compareIds(a.assignmentId, b.assignmentId));
  return { iccid, profileState: profileStateOf(details.profileStatus), firstInstalledAt: details.firstInstalledDateTime, bundles };
}

/** Numeric ids in number order (eSIM Go's grow over time), others as text. */
function compareIds(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b);
}
