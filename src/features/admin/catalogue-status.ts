/** Words for the admin page about the live catalogue and the pages built from it. */
import type { BuildInfo, CatalogueStatus } from './admin.ts';

/** '22 Nov 2026, 14:05' in the admin's own time zone. */
export function formatAdminTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

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
