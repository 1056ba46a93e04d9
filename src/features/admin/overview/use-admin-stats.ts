/** The Overview's figures (GET /api/admin/stats): null until they arrive or when they fail. */
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { AdminStats } from '../catalogue/catalogue-answers.ts';

export function useAdminStats(): AdminStats | null {
  const [stats, setStats] = useState<AdminStats | null>(null);
  useEffect(() => {
    let cancelled = false;
    api
      .get<AdminStats>('/api/admin/stats')
      .then((answer) => {
        if (!cancelled) setStats(answer);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return stats;
}
