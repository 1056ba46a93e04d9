/**
 * After the catalogue changes: purge the CDN's cached catalogue answers and ask for a new build
 * (NETLIFY_BUILD_HOOK_URL; `npm start` offers its own hook). A failed hook is recorded for the
 * admin page, never thrown: the change already stands (docs/decisions/0022-catalogue-upload.md).
 */
import { purgeCache } from '@netlify/functions';
import * as z from 'zod';
import { openStore } from '../../../lib/blobs.ts';
import { buildHookUrl, canPurgeCdnCache } from '../../../lib/env.ts';

const REBUILD_KEY = 'rebuild';
const HOOK_TIMEOUT_MS = 8000;

const rebuildRequestSchema = z.object({
  requestedAt: z.string(),
  /** The catalogue version the new build should show. */
  version: z.string(),
  outcome: z.enum(['requested', 'failed', 'no-hook']),
  message: z.string().optional(),
});
export type RebuildRequest = z.infer<typeof rebuildRequestSchema>;

/** Purges cached catalogue answers and requests a rebuild; the outcome is stored and returned. */
export async function announceCatalogueChange(
  version: string,
  reason: string,
): Promise<RebuildRequest> {
  await purgeCatalogueCache();
  const request = await callBuildHook(version, reason);
  await openStore('catalogue').setJSON(REBUILD_KEY, request);
  return request;
}

/** The last rebuild request, if any. */
export async function lastRebuildRequest(): Promise<RebuildRequest | null> {
  const stored = await openStore('catalogue').get(REBUILD_KEY, { type: 'json' });
  const parsed = rebuildRequestSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

async function callBuildHook(version: string, reason: string): Promise<RebuildRequest> {
  const requestedAt = new Date().toISOString();
  try {
    // Read inside the try: a malformed hook is a failed request, recorded, like an unreachable one.
    const hook = buildHookUrl();
    if (!hook)
      return {
        requestedAt,
        version,
        outcome: 'no-hook',
        message: 'No build hook is set: pages show the new plans after the next deploy.',
      };
    const url = new URL(hook);
    url.searchParams.set('trigger_title', `${reason} (catalogue ${version})`);
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer(); // read to the end, so the timeout never fires on an open body
    if (!response.ok)
      return {
        requestedAt,
        version,
        outcome: 'failed',
        message: `The build hook answered ${response.status}.`,
      };
    return { requestedAt, version, outcome: 'requested' };
  } catch (error) {
    console.error('Build hook call failed', error instanceof Error ? error.message : error);
    return {
      requestedAt,
      version,
      outcome: 'failed',
      message: 'The build hook could not be reached.',
    };
  }
}

/** Only on Netlify (a purge token or a site id); locally nothing caches catalogue answers. */
async function purgeCatalogueCache(): Promise<void> {
  if (!canPurgeCdnCache()) return;
  try {
    await purgeCache({ tags: ['catalogue'] });
  } catch (error) {
    console.error('Catalogue cache purge failed', error instanceof Error ? error.message : error);
  }
}
