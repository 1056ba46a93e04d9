/**
 * The catalogue view's data: the live catalogue's status and which catalogue the served pages
 * were built from (/build-info.json). Refreshed after an upload or a restore, and every
 * 5 s while a requested rebuild has not reached the pages yet.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { BuildInfo, CatalogueStatus } from './catalogue-answers.ts';

const REBUILD_POLL_MS = 5000;

export interface CatalogueData {
  catalogue: CatalogueStatus | null;
  build: BuildInfo | null;
  refresh: () => void;
}

async function loadBuildInfo(): Promise<BuildInfo | null> {
  try {
    const response = await fetch('/build-info.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as BuildInfo) : null;
  } catch {
    return null;
  }
}

/** Owners only: the view is not rendered for support (ConsoleShell.tsx). */
export function useCatalogueData(): CatalogueData {
  const [catalogue, setCatalogue] = useState<CatalogueStatus | null>(null);
  const [build, setBuild] = useState<BuildInfo | null>(null);
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    let cancelled = false;
    void Promise.allSettled([
      api.get<CatalogueStatus>('/api/admin/catalogue'),
      loadBuildInfo(),
    ]).then(([catalogueResult, buildResult]) => {
      if (cancelled) return;
      if (catalogueResult.status === 'fulfilled') setCatalogue(catalogueResult.value);
      if (buildResult.status === 'fulfilled') setBuild(buildResult.value);
    });
    return () => {
      cancelled = true;
    };
  }, [generation]);

  // While the pages still show an older catalogue than the live one, look again for the new build.
  const waitingForBuild =
    catalogue?.rebuild?.outcome === 'requested' &&
    build !== null &&
    build.catalogueVersion !== catalogue.version;
  useEffect(() => {
    if (!waitingForBuild) return;
    const timer = window.setInterval(() => void loadBuildInfo().then(setBuild), REBUILD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [waitingForBuild]);

  return { catalogue, build, refresh };
}
