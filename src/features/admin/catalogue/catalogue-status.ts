/** Words for the admin page about the live catalogue and the pages built from it. */
import { formatAdminTime } from '../shell/admin-time.ts';
import type { BuildInfo, CatalogueStatus } from './catalogue-answers.ts';

/** Whether the served pages show the live catalogue, or what happened to the rebuild. */
export function describePagesState(status: CatalogueStatus, build: BuildInfo | null): string {
  const built = build ? `built ${formatAdminTime(build.builtAt)}` : 'build time unknown';
  if (build && build.catalogueVersion === status.version) return `Up to date (${built}).`;
  const rebuild = status.rebuild;
  if (!rebuild || rebuild.version !== status.version)
    return `Showing an earlier catalogue (${built}).`;
  if (rebuild.outcome === 'requested')
    return `Rebuild requested ${formatAdminTime(rebuild.requestedAt)}; the pages still show the earlier plans (${built}).`;
  return `${rebuild.message ?? 'The rebuild could not be requested.'} Checkout already uses the new plans.`;
}
