/** For functions that need a signed-in user: the user, or the 401 answer to return. */
import { errorResponse } from '../../lib/http.ts';
import type { Guarded } from '../../lib/result.ts';
import { authMessages } from './auth-messages.ts';
import { currentUserOf } from './auth.server.ts';
import type { UserRecord } from './users.server.ts';

export async function requireUser(req: Request): Promise<Guarded<{ user: UserRecord }>> {
  const current = await currentUserOf(req);
  return current
    ? { ok: true, user: current.user }
    : { ok: false, response: errorResponse(401, authMessages.notSignedIn) };
}
