import { describe, expect, test } from 'vitest';
import countriesJson from '../../../content/countries.json' with { type: 'json' };
import { confusableHints } from './confusable-destinations.ts';

const withPage = new Set(countriesJson.map(({ code }) => code));
const hasPage = (code: string) => withPage.has(code);
const nameOf = (code: string) => `name of ${code}`;
const shopHints = confusableHints(hasPage, nameOf);
const othersOf = (code: string, hints = shopHints) =>
  hints[code]?.others.map((other) => other.code) ?? [];

/** The groups a traveller mixes up, among the destinations the shop has pages for. */
const GROUPS = [
  ['AT', 'AU'],
  ['NE', 'NG'],
  ['DM', 'DO'],
  ['GN', 'GW', 'GQ'],
  ['CG', 'CD'],
  ['SK', 'SI'],
  ['IS', 'IE'],
  ['VG', 'VI'],
  ['MO', 'MK'],
  ['ML', 'MW'],
  ['GM', 'ZM'],
  ['TW', 'TH'],
  ['SE', 'CH'],
  ['MU', 'MR'],
  ['MF', 'SX'],
];

describe('confusable destinations', () => {
  test.each(GROUPS.map((group) => [group.join(' / '), group]))(
    '%s: each is offered the others, named, linked by code',
    (_, group) => {
      for (const code of group) {
        expect(group.every(hasPage), 'every member has a page').toBe(true);
        expect(othersOf(code)).toEqual(group.filter((other) => other !== code));
        for (const other of shopHints[code]!.others) {
          expect(other.name).toBe(nameOf(other.code));
          expect(other.question).toBe('checkout.confusable.notOther');
        }
      }
    },
  );

  test('the two sides of a pair lie in areas of their own where geography allows', () => {
    expect(shopHints.AT!.area).toBe('checkout.area.centralEurope');
    expect(shopHints.AU!.area).toBe('checkout.area.oceania');
    expect(shopHints.IS!.area).not.toBe(shopHints.IE!.area);
    expect(shopHints.MO!.area).not.toBe(shopHints.MK!.area);
  });

  test('Georgia and Jersey offer the United States with the US state’s words; the US offers neither', () => {
    expect(shopHints.GE).toEqual({
      area: 'checkout.area.caucasus',
      others: [{ code: 'US', name: 'name of US', question: 'checkout.confusable.usStateGeorgia' }],
    });
    expect(shopHints.JE!.others).toEqual([
      { code: 'US', name: 'name of US', question: 'checkout.confusable.usStateNewJersey' },
    ]);
    expect(shopHints.US).toBeUndefined();
  });

  test('a group whose other side has no page shows nothing, until the page exists', () => {
    expect(hasPage('WS') && !hasPage('AS')).toBe(true);
    expect(shopHints.WS).toBeUndefined();
    expect(
      othersOf(
        'WS',
        confusableHints((code) => code === 'WS' || hasPage(code), nameOf),
      ),
    ).toEqual([]);
    expect(
      othersOf(
        'WS',
        confusableHints((code) => code === 'AS' || hasPage(code), nameOf),
      ),
    ).toEqual(['AS']);
  });

  test('a destination without a page is offered to nobody, and a group of three keeps the rest', () => {
    const withoutAustralia = confusableHints((code) => code !== 'AU' && hasPage(code), nameOf);
    expect(withoutAustralia.AT).toBeUndefined();
    expect(withoutAustralia.AU).toBeUndefined();
    const withoutBissau = confusableHints((code) => code !== 'GW' && hasPage(code), nameOf);
    expect(othersOf('GN', withoutBissau)).toEqual(['GQ']);
    const withoutUs = confusableHints((code) => code !== 'US' && hasPage(code), nameOf);
    expect(withoutUs.GE).toBeUndefined();
  });

  test('no hint for a destination nobody confuses', () => {
    expect(shopHints.JP).toBeUndefined();
    expect(shopHints.FR).toBeUndefined();
  });
});
