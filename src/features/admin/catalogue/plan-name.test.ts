import { describe, expect, it } from 'vitest';
import plansJson from '../../../../content/plans.json' with { type: 'json' };
import { parsePlanName, planIdPart } from './plan-name.ts';

describe('parsePlanName', () => {
  it.each([
    ['5GB 7 Days', '5GB', '7 Days', 7, 5120],
    ['10 GB - 30 days', '10GB', '30 Days', 30, 10240],
    ['Unlimited 14 Days', 'Unlimited', '14 Days', 14, null],
    ['1GB 1 Day', '1GB', '1 Day', 1, 1024],
    ['500MB 7 days', '500MB', '7 Days', 7, 500],
    ['1.5 GB 7 Days', '1.5GB', '7 Days', 7, 1536],
    ['1,5GB 7 days', '1.5GB', '7 Days', 7, 1536],
    ['3gb/7d', '3GB', '7 Days', 7, 3072],
    ['20GB 30D', '20GB', '30 Days', 30, 20480],
    ['7 Days 5GB', '5GB', '7 Days', 7, 5120],
    ['Europe 10GB 14 Days', '10GB', '14 Days', 14, 10240],
    ['Unlimited Lite 7 Days', 'Unlimited', '7 Days', 7, null],
    ['50 GB 1 month', '50GB', '30 Days', 30, 51200],
    ['5GB 2 weeks', '5GB', '14 Days', 14, 5120],
    ['5GB 1 week', '5GB', '7 Days', 7, 5120],
    ['6GB 1mo', '6GB', '30 Days', 30, 6144],
    ['1536MB 7 Days', '1536MB', '7 Days', 7, 1536],
    ['10GB, 30 days', '10GB', '30 Days', 30, 10240],
    ['3GB | 7 Days', '3GB', '7 Days', 7, 3072],
    ['3GB – 7 Days', '3GB', '7 Days', 7, 3072],
    ['3GB7D', '3GB', '7 Days', 7, 3072],
    ['esim_3GB_7D_AL_V2', '3GB', '7 Days', 7, 3072],
    ['5gb 7-day pass', '5GB', '7 Days', 7, 5120],
    ['  5  GB   7   DAYS  ', '5GB', '7 Days', 7, 5120],
    ['1024MB 7 Days', '1GB', '7 Days', 7, 1024],
    ['1,000MB 7 Days', '1000MB', '7 Days', 7, 1000],
    ['5.0GB 7 Days', '5GB', '7 Days', 7, 5120],
    ['5GB 5GB 7 Days', '5GB', '7 Days', 7, 5120],
    ['1GB 1024MB 7 Days', '1GB', '7 Days', 7, 1024],
    ['20GB 1 year', '20GB', '365 Days', 365, 20480],
    ['1000GB 365 days', '1000GB', '365 Days', 365, 1024000],
  ])('reads %j as %s for %s', (name, data, duration, days, dataMb) => {
    expect(parsePlanName(name)).toEqual({ data, duration, days, dataMb });
  });

  it.each([
    ['5GB', 'no validity'],
    ['7 Days', 'no data'],
    ['Europe plan', 'neither'],
    ['', 'an empty name'],
    ['0GB 7 Days', 'zero data'],
    ['0MB 7 Days', 'zero megabytes'],
    ['1001GB 7 Days', 'more than 1000 GB'],
    ['5GB 0 Days', 'zero days'],
    ['5GB 366 Days', 'more than 365 days'],
    ['5GB 13 months', 'more than a year'],
    ['5GB 1.5 days', 'a fraction of a day'],
    ['5GB 10GB 7 Days', 'two different data amounts'],
    ['Unlimited 5GB 7 Days', 'unlimited and an amount'],
    ['5GB 7 Days 30 Days', 'two different validities'],
    ['5G 7 Days', 'a network generation, not data'],
    ['.5GB 7 Days', 'a number with no whole part'],
    ['1.2.5GB 7 Days', 'a version number, not an amount'],
  ])('refuses %j (%s)', (name) => {
    expect(parsePlanName(name)).toBeNull();
  });
});

describe('planIdPart', () => {
  it.each([
    ['5GB 7 Days', '5gb-7d'],
    ['500MB 7 Days', '500mb-7d'],
    ['1.5GB 7 Days', '1-5gb-7d'],
    ['Unlimited 14 Days', 'unlimited-14d'],
    ['1GB 1 Day', '1gb-1d'],
  ])('gives %j the id fragment %s', (name, idPart) => {
    const parsed = parsePlanName(name);
    expect(parsed).not.toBeNull();
    expect(planIdPart(parsed!)).toBe(idPart);
  });

  it('gives back the data, duration and id of every plan in the shipped catalogue', () => {
    for (const plan of plansJson) {
      const parsed = parsePlanName(plan.name);
      expect(parsed, plan.id).toMatchObject({ data: plan.data, duration: plan.duration });
      expect(plan.id.endsWith(`-${planIdPart(parsed!)}`), plan.id).toBe(true);
    }
  });
});
