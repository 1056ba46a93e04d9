import { describe, expect, it } from 'vitest';
import { effectiveFacts, withEffectiveFacts } from './fact-overrides.ts';
import { NO_FACTS, type PlanFacts } from './plan-facts.ts';

/** Facts as the provider's catalogue and networks give them for a France and Germany plan. */
const provider: PlanFacts = {
  networks: [
    { country: 'FR', operators: [{ name: 'Orange', generations: ['4G', '5G'] }] },
    { country: 'DE', operators: [{ name: 'Vodafone', generations: ['4G'] }] },
  ],
  hotspot: true,
  validityStarts: 'first-connection',
  fairUse: null,
};

describe('the facts a plan shows', () => {
  it('are the provider’s where the owners gave nothing', () => {
    expect(effectiveFacts(provider, undefined)).toEqual(provider);
    expect(effectiveFacts(provider, {})).toEqual(provider);
  });

  it('take each fact the owners gave over the provider’s', () => {
    const facts = effectiveFacts(provider, {
      hotspot: false,
      validityStarts: 'installation',
      fairUse: { speedKbps: 1000, thresholdMb: 2048 },
    });
    expect(facts).toEqual({
      ...provider,
      hotspot: false,
      validityStarts: 'installation',
      fairUse: { speedKbps: 1000, thresholdMb: 2048 },
    });
  });

  it('replace the networks of the countries the owners named, and keep the others', () => {
    const sfr = { country: 'FR', operators: [{ name: 'SFR', generations: ['5G' as const] }] };
    expect(effectiveFacts(provider, { networks: [sfr] }).networks).toEqual([
      provider.networks[1],
      sfr,
    ]);
  });

  it('are the owners’ alone when the provider said nothing', () => {
    expect(effectiveFacts(undefined, { hotspot: true })).toEqual({ ...NO_FACTS, hotspot: true });
  });

  it('come out the same when merged again (the upload may merge facts already merged)', () => {
    const plan = { facts: provider, factOverrides: { hotspot: false } };
    const once = withEffectiveFacts(plan);
    expect(withEffectiveFacts(once)).toEqual(once);
    expect(once.facts.hotspot).toBe(false);
  });

  it('leave a plan without overrides as it is, without facts when it had none', () => {
    const plain: { id: string; facts?: PlanFacts } = { id: 'x' };
    expect(withEffectiveFacts(plain)).toEqual({ id: 'x' });
  });
});
