/**
 * The eSIM Go V3 callback payload, read by the function and posted by the simulator. A missing
 * bundle field is null, never a refusal; alert types that lead to no mail are acknowledged, so eSIM
 * Go does not retry them (docs/decisions/0021-usage-alerts-once-per-bundle.md).
 */
import * as z from 'zod';
import { parseJson } from '../../lib/json.ts';

/**
 * A quantity in bytes: the specification types it as an integer; older examples send floats or
 * numeric strings. Absent, null or negative (no amount of data) is unknown.
 */
const quantity = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number())
  .nullish()
  .transform((bytes) => (bytes === null || bytes === undefined || bytes < 0 ? null : bytes));

/** A text field: absent, null or blank is unknown. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() || null);

const usageBundleSchema = z.object({
  /** The bundle assignment's id and reference (V3): what an alert is sent once for. */
  id: text(200),
  reference: text(200),
  name: text(200),
  description: text(500),
  initialQuantity: quantity,
  remainingQuantity: quantity,
  startTime: z.iso.datetime({ offset: true }).nullish(),
  endTime: z.iso.datetime({ offset: true }).nullish(),
  unlimited: z.boolean().nullish(),
});

const usageCallbackSchema = z.object({
  iccid: z.string().regex(/^\d{10,22}$/, { error: 'an ICCID is 10 to 22 digits' }),
  alertType: z.string().min(1).max(64),
  bundle: z.unknown().optional(),
});
/** The payload as posted (the simulator builds this). */
export type UsageCallbackPayload = z.input<typeof usageCallbackSchema> & {
  bundle?: z.input<typeof usageBundleSchema>;
};

/** What one callback reports about the bundle it names; null where it did not say. */
export interface BundleUsage {
  /**
   * The assignment this bundle is (id, else reference, else name and start): alerts are once per
   * assignment.
   */
  assignment: string;
  name: string | null;
  initialBytes: number | null;
  remainingBytes: number | null;
  startTime: string | null;
  endTime: string | null;
  unlimited: boolean | null;
}

/** The alerts that may lead to a mail. */
const mailedAlertTypes = ['Utilisation', 'FirstUse'] as const;
type MailedAlertType = (typeof mailedAlertTypes)[number];

/**
 * Why a callback is acknowledged and not used: a type we do not mail, or a bundle that names no
 * assignment.
 */
type IgnoredReason = 'alert-type' | 'no-assignment';

export type UsageCallback =
  | { kind: 'alert'; iccid: string; alertType: MailedAlertType; bundle: BundleUsage }
  | { kind: 'ignored'; iccid: string; alertType: string; reason: IgnoredReason };

/**
 * Reads a callback body already known to be signed by eSIM Go; null when it breaks the
 * specification.
 */
export function readUsageCallback(rawBody: string): UsageCallback | null {
  const payload = usageCallbackSchema.safeParse(parseJson(rawBody));
  if (!payload.success) return null;
  const { iccid, alertType } = payload.data;
  if (!(mailedAlertTypes as readonly string[]).includes(alertType))
    return { kind: 'ignored', iccid, alertType, reason: 'alert-type' };
  const bundle = usageBundleSchema.safeParse(payload.data.bundle ?? {});
  if (!bundle.success) return null;
  const { id, reference, name, initialQuantity, remainingQuantity, startTime, endTime, unlimited } =
    bundle.data;
  // Without an id, a reference or a name the alert could not be sent once, nor the usage told apart
  // from another bundle's.
  const assignment = id ?? reference ?? (name === null ? null : `${name}@${startTime ?? ''}`);
  if (assignment === null) return { kind: 'ignored', iccid, alertType, reason: 'no-assignment' };
  return {
    kind: 'alert',
    iccid,
    alertType: alertType as MailedAlertType,
    bundle: {
      assignment,
      name,
      initialBytes: initialQuantity,
      remainingBytes: remainingQuantity,
      startTime: startTime ?? null,
      endTime: endTime ?? null,
      unlimited: unlimited ?? null,
    },
  };
}
