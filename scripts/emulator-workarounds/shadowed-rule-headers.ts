/**
 * The headers of a page a rewrite rule matches but does not apply to (the page exists, no `force`):
 * Netlify gives it its own path's headers, the emulator the rule target's, so /fr/account lost its
 * no-store under the /fr/* 404 rule (docs/decisions/0024-local-platform.md).
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
