/**
 * What a usage callback does: records the eSIM's usage (`usage/<iccid>`) and mails its owner the
 * alerts it calls for, each at most once per (ICCID, bundle assignment, kind).
 *
 * Two gates, because callbacks repeat, arrive out of order and may run at the same time: the
 * alert record `alert/<iccid>/<assignment>/<kind>` (createIfNew) decides, and the mail queue key
 * `<kind>/<iccid>.<assignment>` (also written onlyIfNew) sends. A run that finds the alert record
 * already there queues the mail again under the same key: a duplicate when it was queued, and the
 * finish of the job when the first run died between the two writes, so nothing decided is lost.
 *
 * Lower thresholds are skipped once a higher one was reached: a 100 % callback first claims the
 * 80 % alert as 'superseded', so an 80 % callback that arrives late (eSIM Go does not promise the
 * order) sends nothing, and an 80 % run that finds the 100 % claimed before it queues its mail
 * (the two ran at the same time) sends nothing either. The customer who is already out of data
 * gains nothing from being told they have 20 % left, and the two mails would contradict each other.
 */
import { z } from 'zod';
import { siteUrl } from '../../lib/env.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { findUserById } from '../auth/users.server.ts';
import type { Mailer } from '../mail/mail.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { findOrder } from '../orders/orders.server.ts';
import { alertKinds, usageAlertMail, type AlertKind } from './alert-mails.ts';
import { findEsimOwner } from './esim-index.server.ts';
import { esimsStoreFamily } from './esims-store.server.ts';
import type { BundleUsage, UsageCallback } from './usage-callback.ts';
import { recordBundleUsage } from './usage-records.server.ts';

/** Used up to this share of its data, a bundle earns the 80 % mail. */
const LOW_DATA_SHARE = 0.8;

const alertSchema = z.object({ kind: z.enum(alertKinds), decision: z.enum(['mail', 'superseded']), at: z.string() });
const alerts = esimsStoreFamily('alert/', alertSchema);

export type CallbackOutcome = { handled: true; queued: AlertKind[] } | { handled: false; reason: 'ignored-type' | 'unknown-iccid' | 'unknown-order' };

/** The alert whose claim makes another one pointless. */
const SUPERSEDED_BY: Partial<Record<AlertKind, AlertKind>> = { 'usage-80': 'usage-100' };

interface Claim {
  kind: AlertKind;
  decision: 'mail' | 'superseded';
}

/** The alerts a callback claims, in order: a superseded lower threshold before the mail. */
export function claimsFor(callback: Extract<UsageCallback, { kind: 'alert' }>): Claim[] {
  const { bundle } = callback;
  if (callback.alertType === 'FirstUse') return [{ kind: 'first-use', decision: 'mail' }];
  if (bundle.unlimited || bundle.initialBytes <= 0) return [];
  if (bundle.remainingBytes <= 0) {
    return [
      { kind: 'usage-80', decision: 'superseded' },
      { kind: 'usage-100', decision: 'mail' },
    ];
  }
  const used = (bundle.initialBytes - bundle.remainingBytes) / bundle.initialBytes;
  return used >= LOW_DATA_SHARE ? [{ kind: 'usage-80', decision: 'mail' }] : [];
}

/** Handles one signed callback; never throws for a callback that is not ours (it is acknowledged). */
export async function handleUsageCallback(callback: UsageCallback, options: { mailer?: Mailer; now?: number } = {}): Promise<CallbackOutcome> {
  if (callback.kind === 'ignored') return { handled: false, reason: 'ignored-type' };
  const owner = await findEsimOwner(callback.iccid);
  if (!owner) return { handled: false, reason: 'unknown-iccid' };
  await recordBundleUsage(callback.iccid, callback.bundle, options.now);
  const claims = claimsFor(callback);
  if (claims.length === 0) return { handled: true, queued: [] };

  const [order, user] = await Promise.all([findOrder(owner.orderId), findUserById(owner.userId)]);
  if (!order || !user) return { handled: false, reason: 'unknown-order' };
  const queued: AlertKind[] = [];
  for (const { kind, decision } of claims) {
    const name = alertName(callback.iccid, callback.bundle, kind);
    const created = await alerts.createIfNew(name, { kind, decision, at: new Date(options.now ?? Date.now()).toISOString() });
    // A lower threshold is only ever claimed here, never sent late.
    if (decision === 'superseded') continue;
    const gate = created ? { decision } : await alerts.read(name);
    if (gate?.decision !== 'mail') continue;
    // A higher threshold claimed since (a 100 % running beside this 80 %): its mail says more.
    const higher = SUPERSEDED_BY[kind];
    if (higher && (await alerts.read(alertName(callback.iccid, callback.bundle, higher)))) continue;
    const mail = usageAlertMail(kind, user.email, order, callback.bundle, siteUrl(), options.now ?? Date.now());
    if ((await queueMail(mailKey(kind, callback.iccid, callback.bundle), mail, { mailer: options.mailer })) === 'queued') queued.push(kind);
  }
  return { handled: true, queued };
}

/** The assignment as a key part: itself when key-safe and short, otherwise its hash. */
function assignmentKey(bundle: BundleUsage): string {
  return /^[A-Za-z0-9._:@+-]{1,100}$/.test(bundle.assignment) ? bundle.assignment : sha256Hex(bundle.assignment).slice(0, 40);
}

const alertName = (iccid: string, bundle: BundleUsage, kind: AlertKind) => `${iccid}/${assignmentKey(bundle)}/${kind}`;

/** The mail queue key of an alert: one message per (ICCID, assignment, kind). */
export const mailKey = (kind: AlertKind, iccid: string, bundle: BundleUsage) => `${kind}/${iccid}.${assignmentKey(bundle)}`;
