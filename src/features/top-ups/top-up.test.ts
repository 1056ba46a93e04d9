import { translator } from '../i18n/catalogue.ts';
import { describe, expect, test } from 'vitest';
import {
  addDataRequested,
  destinationOf,
  groupTopUps,
  sameDestination,
  topUpCheckoutPath,
  topUpStatusLabel,
} from './top-up.ts';

const japan = { country: 'Japan', countryCode: 'JP', bundle: 'esim_5GB_7D_JP_V2' };
const europeLite = {
  country: 'Europe Lite',
  countryCode: 'AT,BE,FR',
  bundle: 'esim_5GB_14D_RGEUL_V2',
};
const euPlus = { country: 'EU+', countryCode: 'AT,BE,FR', bundle: 'esim_5GB_14D_RGEUP_V2' };

describe('the destination of a top-up', () => {
  test('a single-country plan is its country code; a regional one its bundle region, else its region name', () => {
    expect(destinationOf(japan)).toBe('JP');
    expect(destinationOf(europeLite)).toBe('region:RGEUL');
    expect(destinationOf({ country: 'Asia', countryCode: 'JP,KR' })).toBe('region:Asia');
  });

  test('fits the same country and the same region only, never a region that shares countries', () => {
    expect(
      sameDestination(japan, {
        country: 'Japan',
        countryCode: 'JP',
        bundle: 'esim_20GB_30D_JP_V2',
      }),
    ).toBe(true);
    expect(
      sameDestination(japan, {
        country: 'South Korea',
        countryCode: 'KR',
        bundle: 'esim_5GB_7D_KR_V2',
      }),
    ).toBe(false);
    expect(sameDestination(europeLite, { ...europeLite, bundle: 'esim_10GB_30D_RGEUL_V2' })).toBe(
      true,
    );
    expect(sameDestination(europeLite, euPlus)).toBe(false);
    expect(
      sameDestination(japan, {
        country: 'Asia',
        countryCode: 'JP,KR',
        bundle: 'esim_5GB_7D_RGAS_V2',
      }),
    ).toBe(false);
  });

  test('the checkout link names the plan and the eSIM', () => {
    expect(topUpCheckoutPath('jp-5gb-7d', 'a'.repeat(24))).toBe(
      `/checkout/jp-5gb-7d?topUp=${'a'.repeat(24)}`,
    );
  });
});

describe('top-ups on My Orders', () => {
  const esim = { id: 'esim-a', topUpOf: null };
  const other = { id: 'esim-b', topUpOf: null };
  const topUpA1 = { id: 'top-1', topUpOf: 'esim-a' };
  const topUpA2 = { id: 'top-2', topUpOf: 'esim-a' };
  const orphan = { id: 'top-3', topUpOf: 'esim-gone' };

  test("a top-up shows inside its eSIM's card, in list order; one whose eSIM is not listed is its own card", () => {
    expect(groupTopUps([topUpA2, other, orphan, topUpA1, esim])).toEqual([
      { order: other, topUps: [] },
      { order: orphan, topUps: [] },
      { order: esim, topUps: [topUpA2, topUpA1] },
    ]);
  });

  test("statuses read 'Activating eSIM...', 'Data added', 'Failed'", () => {
    expect(
      ['pending', 'provisioning', 'completed', 'failed'].map((status) =>
        topUpStatusLabel(translator('en'), status as 'pending'),
      ),
    ).toEqual(['Activating eSIM...', 'Activating eSIM...', 'Data added', 'Failed']);
  });

  test('?add-data= opens the list of that eSIM only', () => {
    expect(addDataRequested('?add-data=esim-a', 'esim-a')).toBe(true);
    expect(addDataRequested('?add-data=esim-b', 'esim-a')).toBe(false);
    expect(addDataRequested('', 'esim-a')).toBe(false);
  });
});
