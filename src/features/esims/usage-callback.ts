/**
 * The eSIM Go V3 callback payload (`POST /api/esimgo/callback`), read with zod: shared by the
 * function that receives it and the simulated provider that posts it locally. Only the alert
 * types that lead to a mail are read in full; any other type (FirstAttachment, 1 % … any new
 * one) is acknowledged and ignored, so eSIM Go does not retry it forever.
 */
import * as z from 'zod';

/** eSIM Go documents quantities as integers in bytes, but older examples send floats or strings. */
const quantity = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite().nonnegative());

const usageBundleSchema = z.object({
  /** The bundle assignment's id and reference (V3): what an alert is sent once for. */
  id: z.string().max(200).optional(),
  reference: z.string().max(200).optional(),
  name: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  initialQuantity: quantity,
  remainingQuantity: quantity,
  startTime: z.iso.datetime({ offset: true }).nullish(),
  endTime: z.iso.datetime({ offset: true }).nullish(),
  unlimited: z.boolean().optional(),
});

const usageCallbackSchema = z.object({
  iccid: z.string().regex(/^\d{10,22}$/, { error: 'an ICCID is 10 to 22 digits' }),
  alertType: z.string().min(1).max(64),
  bundle: z.unknown().optional(),
});
/** The payload as posted (the simulator builds this). */
export type UsageCallbackPayload = z.input<typeof usageCallbackSchema> & { bundle?: z.input<typeof usageBundleSchema> };

/** What one callback reports about the bundle it names. */
export interface BundleUsage {
  /** The assignment this bundle is (id, else reference, else name and start): alerts are once per assignment. */
  assignment: string;
  name: string;
  initialBytes: number;
  remainingBytes: number;
  startTime: string | null;
  endTime: string | null;
  unlimited: boolean;
}

/** The alerts that may lead to a mail. */
const mailedAlertTypes = ['Utilisation', 'FirstUse'] as const;
type MailedAlertType = (typeof mailedAlertTypes)[number];

export type UsageCallback =
  { kind: 'alert'; iccid: string; alertType: MailedAlertType; bundle: BundleUsage } | { kind: 'ignored'; iccid: string; alertType: string };

/** Reads a callback body already known to be signed by eSIM Go; null when it is not one. */
export function readUsageCallback(rawBody: string): UsageCallback | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const payload = usageCallbackSchema.safeParse(json);
  if (!payload.success) return null;
  const { iccid, alertType } = payload.data;
  if (!(mailedAlertTypes as readonly string[]).includes(alertType)) return { kind: 'ignored', iccid, alertType };
  const bundle = usageBundleSchema.safeParse(payload.data.bundle);
  if (!bundle.success) return null;
  const { id, reference, name, initialQuantity, remainingQuantity, startTime, endTime, unlimited } = bundle.data;
  return {
    kind: 'alert',
    iccid,
    alertType: alertType as MailedAlertType,
    bundle: {
      assignment: id || reference || `${name}@${startTime ?? ''}`,
      name,
      initialBytes: initialQuantity,
      remainingBytes: remainingQuantity,
      startTime: startTime ?? null,
      endTime: endTime ?? null,
      unlimited: unlimited ?? false,
    },
  };
}
