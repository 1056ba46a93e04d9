/**
 * Mails the owners once per episode of a re-drive step behind by more than an hour: the queue key
 * names the step and the episode's start, so two runs that both see it send each mail once.
 */
import { siteUrl } from '../../lib/env.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { ownerEmails } from '../staff/staff-rights.server.ts';
import { redriveBehindMail, type BacklogNote } from './redrive-alert-mail.ts';

export async function mailOwnersOfBacklog(
  note: BacklogNote & { slug: string },
  now: number,
): Promise<void> {
  const t = await loadTranslator('en');
  for (const owner of await ownerEmails()) {
    const key = `redrive-behind/${note.slug}-${note.behindSince}-${sha256Hex(owner).slice(0, 16)}`;
    await queueMail(key, redriveBehindMail(owner, note, siteUrl(), t));
  }
  console.error(
    `Re-drive step '${note.name}' is behind: ${note.backlog}${note.more ? '+' : ''} waiting since ${new Date(note.behindSince).toISOString()}; owners mailed at ${new Date(now).toISOString()}`,
  );
}
