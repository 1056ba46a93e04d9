/** What a customer changes on their own account from the account page: their language. */
import type { ProfileChange } from './auth.ts';
import { changeUser, type UserRecord } from './users.server.ts';

/** Saves `change` on the account `userId`; null when there is no such account. */
export async function saveProfile(
  userId: string,
  change: ProfileChange,
): Promise<UserRecord | null> {
  const saved = await changeUser(userId, (user) =>
    user.locale === change.locale ? null : { locale: change.locale },
  );
  return saved?.user ?? null;
}
