/**
 * The trust-round attacks report what they tried, for `npm run bench`'s security table: with
 * ATTACK_LOG set (the bench sets it), each recorded attack is appended to that file as a JSON
 * line. Without it nothing is written; the test's own assertions decide pass or fail.
 */
import { appendFileSync } from 'node:fs';

export interface AttackRecord {
  /**
   * The review round: 1 (the default), 2 (the second hostile review), 3 (the operator console),
   * 4 (the console's own holes: staff rights, views, audit, blocks), 5 (selling lawfully: tax,
   * invoices, withdrawal, data rights).
   */
  round?: 1 | 2 | 3 | 4 | 5;
  /** The item number within its round's list, or 'hostile' for the property suite. */
  item: number | 'hostile';
  /** The attack, as a reviewer would name it. */
  attack: string;
  /** Requests or runs the attacker made. */
  tries: number;
  /** What the attacker got, once the test's assertions passed: 'refused' or 'no effect'. */
  outcome: 'refused' | 'no effect';
}

export function recordAttack(record: AttackRecord): void {
  const file = process.env.ATTACK_LOG;
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}
