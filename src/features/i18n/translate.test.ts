import { describe, expect, it } from 'vitest';
import { fillPlaceholders, pickMessages, translatorOf } from './translate.ts';
import type { Messages } from './messages/index.ts';

// Texts shaped like the catalogue's, so the rules are checked apart from what the shop says.
const texts = {
  'demo.greeting': 'Hello {name}',
  'demo.plans.one': '{count} plan',
  'demo.plans.other': '{count} plans',
} as unknown as Messages;

describe('translatorOf', () => {
  it('fills placeholders and writes numbers the language’s way', () => {
    expect(fillPlaceholders('{count} of {total}', { count: 1234, total: 'all' }, 'en')).toBe(
      '1,234 of all',
    );
    expect(fillPlaceholders('{count}', { count: 1234 }, 'fr')).toBe('1\u202f234');
  });

  it('leaves a placeholder it has no value for, so the gap shows in tests', () => {
    expect(fillPlaceholders('Hello {name}', {}, 'en')).toBe('Hello {name}');
  });

  it('chooses the plural form by the language’s rules', () => {
    const t = translatorOf(texts, 'en');
    const tFr = translatorOf(texts, 'fr');
    const plural = (translate: typeof t, count: number) =>
      translate.plural('demo.plans' as never, count);
    expect(plural(t, 1)).toBe('1 plan');
    expect(plural(t, 0)).toBe('0 plans');
    // French counts zero as singular.
    expect(plural(tFr, 0)).toBe('0 plan');
  });

  it('throws on a key the page did not hand over, rather than show the key', () => {
    const t = translatorOf(pickMessages(texts, 'demo.plans'), 'en');
    expect(() => t('demo.greeting' as never)).toThrow('No text "demo.greeting" for en');
  });
});
