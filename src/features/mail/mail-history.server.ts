/**
 * What became of queued mails, read from the queue's own records for the staff's order timeline:
 * when each was queued, each attempt that failed and when it was sent. Read only; the bodies are
 * never read out.
 */
import {
  listMessageKeys,
  mailStore,
  readClaims,
  readQueuedMessage,
  readSentMark,
} from './mail-queue-store.server.ts';

export type MailStep =
  | { kind: 'queued'; at: number }
  | { kind: 'failed'; at: number; attempt: number; error: string }
  | { kind: 'sent'; at: number; attempt: number };

export interface MailHistory {
  key: string;
  /** The mail's kind (`order-ready`…) and subject. */
  mailKind: string;
  subject: string;
  steps: MailStep[];
}

/** The history of the mail queued under `key`; null when none was; 'unreadable' when damaged. */
export async function readMailHistory(key: string): Promise<MailHistory | 'unreadable' | null> {
  const store = mailStore();
  try {
    const [message, claims, sent] = await Promise.all([
      readQueuedMessage(store, key),
      readClaims(store, key),
      readSentMark(store, key),
    ]);
    if (!message) return null;
    const failures: MailStep[] = claims
      .filter((claim) => claim.outcome === 'failed')
      .map((claim) => ({
        kind: 'failed',
        at: claim.finishedAt ?? claim.claimedAt,
        attempt: claim.attempt,
        error: claim.error ?? 'unknown error',
      }));
    const sentClaim = claims.find((claim) => claim.outcome === 'sent');
    const sentStep: MailStep[] = sent
      ? [{ kind: 'sent', at: sent.sentAt, attempt: sent.attempt }]
      : sentClaim
        ? [
            {
              kind: 'sent',
              at: sentClaim.finishedAt ?? sentClaim.claimedAt,
              attempt: sentClaim.attempt,
            },
          ]
        : [];
    return {
      key,
      mailKind: message.message.kind,
      subject: message.message.subject,
      steps: [{ kind: 'queued', at: message.queuedAt }, ...failures, ...sentStep],
    };
  } catch (error) {
    console.error(`Mail ${key}: its queue records could not be read`, error);
    return 'unreadable';
  }
}

/** The queue keys recorded under each of `keyPrefixes`. */
export async function listMailKeys(keyPrefixes: string[]): Promise<string[]> {
  const store = mailStore();
  return (await Promise.all(keyPrefixes.map((prefix) => listMessageKeys(store, prefix)))).flat();
}
