/**
 * A usage callback's effects: records the eSIM's usage and mails the alerts it calls for, each at
 * most once per ICCID, bundle assignment and kind, however callbacks repeat, reorder and race; a
 * higher threshold supersedes a lower (docs/decisions/0021-usage-alerts-once-per-bundle.md).
 */
import * as z from 'zod';
import { rescueAfterMs, siteUrl } from '../../lib/env.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { findUserById } from '../auth/users.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { queueMail, type QueueOptions } from '../mail/mail-queue.server.ts';
import { recordOrderEvent } from '../orders/order-events.server.ts';
import { findOrder } from '../orders/orders.server.ts';
import { alertKinds, usageAlertMail, type AlertKind } from './alert-mails.ts';
import { dataLeftText } from './esim-status.ts';
import { findEsimOwner } from './esim-index.server.ts';
import { esimsStoreFamily } from './esims-store.server.ts';
import { watchArrivedEsim } from './rescue/rescue-watch.server.ts';
import type { BundleUsage, UsageCallback } from './usage-callback.ts';
import { recordBundleUsage } from './usage-records.server.ts';

/** Used up to this share of its data, a bundle earns the 80 % mail. */
const LOW_DATA_SHARE = 0.8;

const alertSchema = z.object({
  kind: z.enum(alertKinds),
  decision: z.enum(['mail', 'superseded']),
  at: z.string(),
  /** Set once the mail is in the queue: later repeats stop at this record. */
  queuedAt: z.string().optional(),
});
type AlertRecord = z.infer<typeof alertSchema>;
const alerts = esimsStoreFamily('alert/', alertSchema);

export type CallbackOutcome =
  | { handled: true; queued: AlertKind[] }
  | {
      handled: false;
      reason: 'ignored-type' | 'no-assignment' | 'unknown-iccid' | 'unknown-order' | 'refunded';
    };

/** The alert whose claim makes another one pointless. */
const SUPERSEDED_BY: Partial<Record<AlertKind, AlertKind>> = { 'usage-80': 'usage-100' };

interface Claim {
  kind: AlertKind;
  decision: 'mail' | 'superseded';
}

/**
 * The alerts a callback claims, in order: a superseded lower threshold before the mail. A
 * Utilisation callback carries no threshold of its own, only quantities (any may be missing): no
 * data left is used up whatever the bundle held; 80 % needs both quantities; without them, no mail.
 */
function claimsFor(callback: Extract<UsageCallback, { kind: 'alert' }>): Claim[] {
  const { bundle } = callback;
  if (callback.alertType === 'FirstUse') return [{ kind: 'first-use', decision: 'mail' }];
  const { initialBytes, remainingBytes } = bundle;
  if (
    bundle.unlimited === true ||
    remainingBytes === null ||
    (initialBytes !== null && initialBytes <= 0)
  )
    return [];
  if (remainingBytes <= 0) {
    return [
      { kind: 'usage-80', decision: 'superseded' },
      { kind: 'usage-100', decision: 'mail' },
    ];
  }
  if (initialBytes === null) return [];
  const used = (initialBytes - remainingBytes) / initialBytes;
  return used >= LOW_DATA_SHARE ? [{ kind: 'usage-80', decision: 'mail' }] : [];
}

/**
 * Handles one signed callback; never throws for a callback that is not ours (it is acknowledged).
 */
export async function handleUsageCallback(
  callback: UsageCallback,
  options: QueueOptions & { now?: number } = {},
): Promise<CallbackOutcome> {
  if (callback.kind === 'ignored' && callback.alertType === 'FirstAttachment')
    await watchAttachedEsim(callback.iccid, options.now ?? Date.now());
  if (callback.kind === 'ignored')
    return {
      handled: false,
      reason: callback.reason === 'alert-type' ? 'ignored-type' : 'no-assignment',
    };
  const owner = await findEsimOwner(callback.iccid);
  if (!owner) return { handled: false, reason: 'unknown-iccid' };
  const now = options.now ?? Date.now();
  if (callback.alertType === 'FirstUse') await watchAttachedEsim(callback.iccid, now);
  const [, due] = await Promise.all([
    recordBundleUsage(callback.iccid, callback.bundle, now),
    claimAlerts(callback, claimsFor(callback), now),
    recordOrderEvent(
      owner.orderId,
      {
        kind: 'usage-callback',
        summary: `Usage callback from the provider: ${callback.alertType}`,
        detail: callbackDetail(callback.bundle),
      },
      now,
    ),
  ]);
  if (due.length === 0) return { handled: true, queued: [] };

  const [order, user] = await Promise.all([findOrder(owner.orderId), findUserById(owner.userId)]);
  if (!order || !user) return { handled: false, reason: 'unknown-order' };
  // A refunded eSIM's plan is revoked: its alerts would offer an 'Add data' that answers 404.
  if (order.refundedAt !== null) return { handled: false, reason: 'refunded' };
  const queued: AlertKind[] = [];
  const t = await loadTranslator(user.locale);
  for (const { kind, name, gate } of due) {
    const mail = usageAlertMail(kind, user.email, order, callback.bundle, siteUrl(), now, t);
    if (
      (await queueMail(mailKey(kind, callback.iccid, callback.bundle), mail, {
        mailer: options.mailer,
        sendLater: options.sendLater,
      })) === 'queued'
    )
      queued.push(kind);
    await alerts.write(name, { ...gate, queuedAt: new Date(now).toISOString() });
  }
  return { handled: true, queued };
}

/**
 * The eSIM reached a network (first attachment) or its plan started (first use): arrived, so its
 * no-data check comes once the delay has passed; watched from now if ours and not watched yet (an
 * eSIM delivered before the watch began, or no longer watched).
 */
async function watchAttachedEsim(iccid: string, now: number): Promise<void> {
  const owner = await findEsimOwner(iccid);
  const order = owner ? await findOrder(owner.orderId) : null;
  if (order) await watchArrivedEsim(order, now, rescueAfterMs());
}

/** What the callback said of its bundle, for support. */
function callbackDetail(bundle: BundleUsage): string {
  const left = dataLeftText({ ...bundle, unlimited: bundle.unlimited === true });
  return `${bundle.name ?? 'Bundle'} (${bundle.assignment}): ${left ?? 'data left not given'}`;
}

/** An alert claimed for the eSIM, for the order's timeline. */
export interface EsimAlert {
  kind: AlertKind;
  decision: 'mail' | 'superseded';
  at: string;
  queuedAt: string | null;
}

/** Every alert claimed for the eSIM `iccid`, over all its bundles. */
export async function listEsimAlerts(iccid: string): Promise<EsimAlert[]> {
  const names = await alerts.listNames(`${iccid}/`);
  const found = await Promise.all(names.map((name) => alerts.readIfValid(`${iccid}/${name}`)));
  return found
    .filter((alert) => alert !== null)
    .map(({ kind, decision, at, queuedAt }) => ({
      kind,
      decision,
      at,
      queuedAt: queuedAt ?? null,
    }));
}

interface DueAlert {
  kind: AlertKind;
  name: string;
  gate: AlertRecord;
}

/**
 * Claims each alert in order; those whose mail is due (decided now, or by an earlier run that did
 * not queue it).
 */
async function claimAlerts(
  callback: Extract<UsageCallback, { kind: 'alert' }>,
  claims: Claim[],
  now: number,
): Promise<DueAlert[]> {
  const due: DueAlert[] = [];
  for (const { kind, decision } of claims) {
    const name = alertName(callback.iccid, callback.bundle, kind);
    // Read first: a repeated callback (the usual case) costs one read instead of a refused write.
    let gate = await alerts.readIfValid(name);
    if (!gate) {
      const record = { kind, decision, at: new Date(now).toISOString() };
      gate = (await alerts.createIfNew(name, record)) ? record : await alerts.read(name);
    }
    // A lower threshold is only ever claimed here, never sent late.
    if (decision === 'superseded' || gate?.decision !== 'mail' || gate.queuedAt) continue;
    // A higher threshold claimed since (a 100 % running beside this 80 %): its mail says more.
    const higher = SUPERSEDED_BY[kind];
    if (higher && (await alerts.read(alertName(callback.iccid, callback.bundle, higher)))) continue;
    due.push({ kind, name, gate });
  }
  return due;
}

/** The assignment as a key part: itself when key-safe and short, otherwise its hash. */
function assignmentKey(bundle: BundleUsage): string {
  return /^[A-Za-z0-9._:@+-]{1,100}$/.test(bundle.assignment)
    ? bundle.assignment
    : sha256Hex(bundle.assignment).slice(0, 40);
}

const alertName = (iccid: string, bundle: BundleUsage, kind: AlertKind) =>
  `${iccid}/${assignmentKey(bundle)}/${kind}`;

/** The mail queue key of an alert: one message per (ICCID, assignment, kind). */
const mailKey = (kind: AlertKind, iccid: string, bundle: BundleUsage) =>
  `${kind}/${iccid}.${assignmentKey(bundle)}`;

/** The mail queue key prefixes of the eSIM's alert mails (one per kind, as mailKey names them). */
export const alertMailPrefixes = (iccid: string) => alertKinds.map((kind) => `${kind}/${iccid}.`);
