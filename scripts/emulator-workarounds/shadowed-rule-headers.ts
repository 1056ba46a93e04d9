/**
 * The headers of a page a rewrite rule matches but does not apply to, because the page exists
 * (Netlify's default for rules without `force`): Netlify gives the page its own path's headers;
 * the emulator gives it those of the rule's target. Upstream: netlify/primitives
 * packages/dev/src/main.ts applies `new Request(redirectMatch.target)` to the static file it
 * serves. So under a language's catch-all (/fr/* → /fr/404) /fr/account lost its no-store.
 */
import { fileURLToPath } from 'node:url';
import { HeadersHandler } from '@netlify/headers';
import { isBuiltPage, type EmulatorAnswer } from './not-found-rewrites.ts';

export function createShadowedRuleHeaders(projectRoot: URL) {
  const distDir = new URL('dist/', projectRoot);
  const rules = new HeadersHandler({
    configPath: fileURLToPath(new URL('netlify.toml', projectRoot)),
    projectDir: fileURLToPath(projectRoot),
    publishDir: 'dist',
    logger: console,
  });

  return {
    /** The emulator's answer, with the headers of the asked path when a rule was shadowed. */
    async withOwnHeaders(request: Request, answer: EmulatorAnswer): Promise<EmulatorAnswer> {
      if (answer.type !== 'redirect' || !isBuiltPage(distDir, new URL(request.url).pathname))
        return answer;
      await rules.apply(request, answer.response);
      return answer;
    },
  };
}
