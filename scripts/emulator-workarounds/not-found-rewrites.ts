/**
 * The 404 status of a rewrite rule with `status = 404` (an unknown /blog/* article), which upstream
 * serves with its target's 200 (docs/decisions/0024-local-platform.md). Rules are matched by the
 * same handler over the same files, so a request meets the rule the emulator applied.
 */
import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RedirectsHandler } from '@netlify/redirects';

/** What NetlifyDev's handleAndIntrospect answered. */
export interface EmulatorAnswer {
  type: string;
  response: Response;
}

export function createNotFoundRewrites(projectRoot: URL) {
  const distDir = new URL('dist/', projectRoot);
  const rules = new RedirectsHandler({
    configPath: fileURLToPath(new URL('netlify.toml', projectRoot)),
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir: fileURLToPath(projectRoot),
    publicDir: fileURLToPath(distDir),
  });

  return {
    /** The emulator's answer to `request`, with status 404 when a 404 rule rewrote it. */
    async withRuleStatus(request: Request, answer: EmulatorAnswer): Promise<Response> {
      if (answer.type !== 'redirect' || isBuiltPage(distDir, new URL(request.url).pathname))
        return answer.response;
      const rule = await rules.match(request);
      if (rule?.statusCode !== 404) return answer.response;
      return new Response(answer.response.body, { status: 404, headers: answer.response.headers });
    },
  };
}

/**
 * Whether `pathname` names a page of dist/, which a rule never shadows (Netlify's default for rules
 * without `force`). Asked as the emulator's own static lookup asks before it applies a rule
 * (@netlify/static, `getFilePathsForURL`): the path as the URL parser left it, its escapes kept,
 * so an escaped slash, backslash or dot (`..%2f..%2fpackage.json`) never names a folder; and only
 * a file inside dist/ counts, never a folder or a file beside dist/.
 */
export function isBuiltPage(distDir: URL, pathname: string): boolean {
  const root = resolve(fileURLToPath(distDir));
  const path = resolve(root, ...pathname.split('/').filter(Boolean));
  if (path !== root && !path.startsWith(`${root}${sep}`)) return false;
  return [path, `${path}.html`, join(path, 'index.html')].some(isFile);
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
