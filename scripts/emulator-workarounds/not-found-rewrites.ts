/**
 * The 404 status of a rewrite rule with `status = 404` (an unknown /blog/* article). Upstream:
 * netlify/primitives packages/redirects/src/main.ts serves the rule's target with its own 200
 * (`return targetStaticFile()`). The rules are matched by that same handler over the same files
 * (dist/_redirects, then netlify.toml), so a request meets the rule the emulator applied to it.
 */
import { existsSync } from 'node:fs';
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

/** A rule never shadows a page that exists (Netlify's default for rules without `force`). */
export function isBuiltPage(distDir: URL, pathname: string): boolean {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  return [relative, `${relative}/index.html`, `${relative}.html`].some((candidate) =>
    existsSync(new URL(candidate, distDir)),
  );
}
