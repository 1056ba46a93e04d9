/** For functions that need a signed-in user: the user, or the 401 answer to return. */
import { errorResponse } from '../../lib/http.ts';
import type { Guarded } from '../../lib/result.ts';
import { currentUserOf } from './auth.server.ts';
import type { UserRecord } from './users.server.ts';
import { visitorLanguage } from './visitor-language.server.ts';

export async function requireUser(req: Request): Promise<Guarded<{ user: UserRecord }>> {
  const current = await currentUserOf(req);
  if (current) return { ok: true, user: current.user };
  const { t } = await visitorLanguage(req);
  return { ok: false, response: errorResponse(401, t('api.auth.notSignedIn')) };
}
