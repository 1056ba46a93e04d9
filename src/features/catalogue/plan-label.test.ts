import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { LIVE_LOCALES } from '../i18n/locales.ts';
import { planData, planDuration, planLabel } from './plan-label.ts';

const plan = { name: '5GB 7 Days', data: '5GB', duration: '7 Days' };
// An unbreakable space (Intl writes U+202F or U+00A0, the catalogues U+00A0) shows as '~'.
const shown = (texts: string[]) => texts.map((text) => text.replaceAll(/[\u00a0\u202f]/g, '~'));

describe('a plan in the visitor’s language', () => {
  test('English shows the spreadsheet’s words as they are', () => {
    const t = translator('en');
    expect([planData(plan, t), planDuration(plan, t), planLabel(plan, t)]).toEqual([
      '5GB',
      '7 Days',
      '5GB 7 Days',
    ]);
    const odd = { name: 'Unlimited Lite 1 Day', data: 'Unlimited', duration: '1 Day' };
    expect(planLabel(odd, t)).toBe('Unlimited Lite 1 Day');
  });

  test.each([
    ['fr', `5~Go`, `7~jours`, `5~Go pour 7~jours`],
    ['de', `5~GB`, `7~Tage`, `5~GB für 7~Tage`],
    ['es', `5~GB`, `7~días`, `5~GB para 7~días`],
    ['it', `5~GB`, `7~giorni`, `5~GB per 7~giorni`],
    ['ja', '5GB', '7日間', '5GB・7日間'],
  ] as const)('%s: %s, %s, %s', (locale, data, duration, label) => {
    const t = translator(locale);
    expect(shown([planData(plan, t), planDuration(plan, t), planLabel(plan, t)])).toEqual([
      data,
      duration,
      label,
    ]);
  });

  test('decimals, megabytes, one day and unlimited data', () => {
    const fr = translator('fr');
    expect(
      shown([
        planData({ data: '1.5GB' }, fr),
        planData({ data: '500MB' }, fr),
        planDuration({ duration: '1 Day' }, fr),
      ]),
    ).toEqual(['1,5~Go', '500~Mo', '1~jour']);
    expect(planData({ data: 'Unlimited' }, fr)).toBe('Illimité');
    expect(planData({ data: 'Unlimited' }, translator('ja'))).toBe('無制限');
  });

  test('a value it cannot read is shown as written rather than guessed', () => {
    for (const locale of LIVE_LOCALES) {
      const t = translator(locale);
      expect(planData({ data: 'Lots' }, t)).toBe('Lots');
      expect(planDuration({ duration: '2 weeks' }, t)).toBe('2 weeks');
    }
  });
});
