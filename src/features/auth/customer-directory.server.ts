/**
 * Staff's directory of accounts in the `users` store: `by-joined/<day>/` newest first and
 * `by-name/<hash of a name word>/`, empty entries named by position. Written when an account is
 * made, repaired for older ones; a reader skips an entry that no longer matches.
 */
import * as z from 'zod';
import { sha256Hex } from '../../lib/hash.ts';
import { dayOf, entryNameOf, samePosition, type ListPosition } from '../../lib/list-position.ts';
import {
  newestFirstPage,
  positionsIn,
  type Page,
  type PageBounds,
} from '../../lib/newest-first-page.ts';
import { searchWordsOf } from '../../lib/search-text.ts';
import { storeFamily } from '../../lib/store-family.ts';
import { findUserById, type UserRecord } from './users.server.ts';

const entrySchema = z.object({});
const byJoined = storeFamily('users', 'by-joined/', entrySchema);
const byName = storeFamily('users', 'by-name/', entrySchema);

/** The words a name is found by; hashed in keys, as e-mails are in the users store. */
const MAX_NAME_WORDS = 8;
const nameWordsOf = (user: Pick<UserRecord, 'firstName' | 'lastName'>): string[] =>
  searchWordsOf(`${user.firstName ?? ''} ${user.lastName ?? ''}`).slice(0, MAX_NAME_WORDS);
const wordKey = (word: string) => sha256Hex(`name-word:${word}`).slice(0, 32);

export const positionOfUser = (user: UserRecord): ListPosition => ({
  ms: Date.parse(user.createdAt),
  id: user.id,
});

function entriesOf(user: UserRecord): [typeof byJoined, string][] {
  const position = positionOfUser(user);
  const entry = entryNameOf(position);
  return [
    [byJoined, `${dayOf(position)}/${entry}`],
    ...nameWordsOf(user).map((word): [typeof byName, string] => [
      byName,
      `${wordKey(word)}/${entry}`,
    ]),
  ];
}

/** Lists a new account (or one made before the directory); writing an entry twice is harmless. */
export async function addToCustomerDirectory(user: UserRecord): Promise<void> {
  await Promise.all(entriesOf(user).map(([family, name]) => family.write(name, {})));
}

/** The account at `position`, if it is still there and made at that time. */
async function accountAt(position: ListPosition): Promise<UserRecord | null> {
  const user = await findUserById(position.id);
  return user && samePosition(positionOfUser(user), position) ? user : null;
}

/**
 * Takes an erased account out of the name search (its `by-joined/` entry stays: staff still list
 * the closed account with its orders).
 */
export async function removeFromNameSearch(user: UserRecord): Promise<void> {
  const entry = entryNameOf(positionOfUser(user));
  await Promise.all(nameWordsOf(user).map((word) => byName.remove(`${wordKey(word)}/${entry}`)));
}

/** A page of every account, newest first. */
export function pageOfCustomers(bounds: PageBounds): Promise<Page<UserRecord>> {
  return newestFirstPage(
    { listDays: () => byJoined.listFolders(), listEntries: (day) => byJoined.listNames(`${day}/`) },
    bounds,
    accountAt,
  );
}

/** Most accounts a name search reads: a name shared by more is narrowed by a second word. */
const MAX_NAMESAKES = 50;

/**
 * The accounts whose name has every one of `words`, newest first, at most MAX_NAMESAKES: the
 * entries of every word intersected as sets, the shortest list first, so the cost is linear in the
 * listings and an older account found by a rare word is not lost behind a common one.
 */
export async function findCustomersNamed(words: readonly string[]): Promise<UserRecord[]> {
  const listed = await Promise.all(words.map((word) => byName.listNames(`${wordKey(word)}/`)));
  const [shortest = [], ...others] = listed.sort((a, b) => a.length - b.length);
  const otherSets = others.map((names) => new Set(names));
  const inAll = shortest.filter((entry) => otherSets.every((names) => names.has(entry)));
  const users = await Promise.all(positionsIn(inAll).slice(0, MAX_NAMESAKES).map(accountAt));
  return users.filter(
    (user): user is UserRecord =>
      user !== null && words.every((word) => nameWordsOf(user).includes(word)),
  );
}

/** Lists again the accounts `userIds` (a repair); returns how many exist. */
export async function repairCustomerDirectory(userIds: Iterable<string>): Promise<number> {
  let repaired = 0;
  for (const id of new Set(userIds)) {
    const user = await findUserById(id);
    if (!user) continue;
    await addToCustomerDirectory(user);
    repaired++;
  }
  return repaired;
}
