/**
 * Serves the policy Astro builds (`security.csp`: content-security-policy.ts) on every path, by one
 * `/*` rule in dist/_headers, and fails the build on any script in a page that the policy does not
 * allow. Why the adapter's per-page headers are not enough:
 * docs/decisions/0019-content-security-policy.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, RouteToHeaders } from 'astro';
import { pageScriptProblems } from './page-scripts.ts';

/** Problems listed in the build's error before the rest are only counted. */
const MAX_LISTED_PROBLEMS = 20;

/** The one policy Astro wrote for the pages; throws when it wrote none, or several. */
function sitePolicy(routeToHeaders: RouteToHeaders): string {
  const pathsByPolicy = new Map<string, string[]>();
  for (const [pathname, { headers }] of routeToHeaders) {
    const policy = headers.get('Content-Security-Policy');
    if (policy !== null)
      pathsByPolicy.set(policy, [...(pathsByPolicy.get(policy) ?? []), pathname]);
  }
  const [policy, ...others] = pathsByPolicy.keys();
  if (policy === undefined) {
    throw new Error(
      "Astro wrote no Content-Security-Policy: astro.config.mjs needs security.csp and the adapter's staticHeaders",
    );
  }
  if (others.length > 0) {
    const groups = [...pathsByPolicy.values()].map((paths) => paths.slice(0, 3).join(', '));
    throw new Error(
      `Pages got ${others.length + 1} different policies, yet one rule serves every path: ${groups.join(' | ')}`,
    );
  }
  return policy;
}

/** The 'sha256-…' sources of a policy's script-src. */
function scriptHashesOf(policy: string): Set<string> {
  const scriptSrc =
    policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
  return new Set([...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!));
}

/** Throws, naming each page, when a built page holds a script the policy does not allow. */
async function checkBuiltPages(distDir: string, policy: string): Promise<void> {
  const hashes = scriptHashesOf(policy);
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const problems: string[] = [];
  for (const entry of entries.filter((each) => each.isFile() && each.name.endsWith('.html'))) {
    const file = join(entry.parentPath, entry.name);
    problems.push(
      ...pageScriptProblems(relative(distDir, file), await readFile(file, 'utf8'), hashes),
    );
  }
  if (problems.length === 0) return;
  const more =
    problems.length > MAX_LISTED_PROBLEMS
      ? [`…and ${problems.length - MAX_LISTED_PROBLEMS} more`]
      : [];
  const heading = `The build emitted ${problems.length} script(s) the Content-Security-Policy does not allow:`;
  throw new Error([heading, ...problems.slice(0, MAX_LISTED_PROBLEMS), ...more].join('\n'));
}

export function securityHeaders(): AstroIntegration {
  let routeToHeaders: RouteToHeaders = new Map();
  return {
    name: 'roamly:security-headers',
    hooks: {
      'astro:build:generated': (options) => {
        routeToHeaders = options.routeToHeaders;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const policy = sitePolicy(routeToHeaders);
        await checkBuiltPages(distDir, policy);
        await writeFile(join(distDir, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`);
        logger.info(
          'Wrote the Content-Security-Policy for every path to _headers; every page script is allowed by it',
        );
      },
    },
  };
}
