import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EMULATOR_SITE_ORIGIN,
  emulatorAnswer,
  startEmulatorSite,
  type EmulatorSite,
} from '../../tests/support/emulator-site.ts';
import { createNotFoundRewrites } from './not-found-rewrites.ts';

let site: EmulatorSite;
let rewrites: ReturnType<typeof createNotFoundRewrites>;
beforeAll(async () => {
  site = await startEmulatorSite();
  rewrites = createNotFoundRewrites(site.root);
});
afterAll(() => site.stop());

/** The emulator's answer to `path`, passed through the workaround. */
async function answerWithRuleStatus(path: string): Promise<Response> {
  const { request, answer } = await emulatorAnswer(site, path);
  return rewrites.withRuleStatus(request, answer);
}

describe('the emulator defect this works around', () => {
  test('the emulator answers a `status = 404` rewrite with 200 (delete not-found-rewrites.ts once this fails)', async () => {
    const answer = await site.netlify.handle(
      new Request(`${EMULATOR_SITE_ORIGIN}/blog/no-such-post`),
    );
    expect(answer?.status).toBe(200);
    expect(await answer?.text()).toContain('Post Not Found');
  });
});

describe('withRuleStatus', () => {
  test("a path a 404 rule rewrites shows the rule's page with status 404", async () => {
    const answer = await answerWithRuleStatus('/blog/no-such-post');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Post Not Found');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  test('a page that exists under the rule stays a 200', async () => {
    const answer = await answerWithRuleStatus('/blog/a-post');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('A post');
  });

  test("a language's catch-all 404 rule shows its 404 page with status 404", async () => {
    const answer = await answerWithRuleStatus('/fr/no-such-page');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Page introuvable');
  });

  test('a rule listed before the catch-all keeps its own status', async () => {
    const answer = await answerWithRuleStatus('/fr/checkout/us-1gb-7d');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Paiement');
  });

  test('the answers of other rules keep their status', async () => {
    const answer = await answerWithRuleStatus('/country/usa');
    expect(answer.status).toBe(301);
  });
});
