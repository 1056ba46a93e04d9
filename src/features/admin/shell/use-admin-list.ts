/** An admin list loaded once from its function, for the list sections of /admin. */
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { api } from '../../../lib/api-client.ts';

export type AdminList<T> =
  { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

/** The list at `path` and its setter (to drop an item the admin dealt with). */
export function useAdminList<T>(
  path: string,
): [AdminList<T>, Dispatch<SetStateAction<AdminList<T>>>] {
  const [list, setList] = useState<AdminList<T>>({ status: 'loading' });
  useEffect(() => {
    api
      .get<T[]>(path)
      .then((items) => setList({ status: 'ready', items }))
      .catch(() => setList({ status: 'failed' }));
  }, [path]);
  return [list, setList];
}
