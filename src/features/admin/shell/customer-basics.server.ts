/** What every console view says of an account: who it is, since when, verified or not. */
import type { UserRecord } from '../../auth/users.server.ts';

export function customerBasicsOf(user: UserRecord) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    email: user.email,
    name: name || null,
    createdAt: user.createdAt,
    verified: user.emailVerifiedAt !== null,
    /** A closed account is listed as such; an erased one has no e-mail or name left. */
    closedAt: user.closure?.requestedAt ?? null,
  };
}
