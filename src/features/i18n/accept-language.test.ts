import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './accept-language.ts';

describe('negotiateLocale', () => {
  it('answers in English when the request names no language', () => {
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
  });

  it('takes a language the shop speaks', () => {
    expect(negotiateLocale('fr')).toBe('fr');
    expect(negotiateLocale('ja')).toBe('ja');
    expect(negotiateLocale('DE')).toBe('de');
  });

  it('reads a region or script subtag as its language', () => {
    expect(negotiateLocale('fr-CA')).toBe('fr');
    expect(negotiateLocale('es-419')).toBe('es');
    expect(negotiateLocale('ja-Jpan-JP')).toBe('ja');
  });

  it('skips languages the shop does not speak, down to English', () => {
    expect(negotiateLocale('nl-BE, pt;q=0.9, it;q=0.5')).toBe('it');
    expect(negotiateLocale('nl, pt')).toBe('en');
  });

  it('prefers the highest quality, and the earlier range on a tie', () => {
    expect(negotiateLocale('de;q=0.5, fr;q=0.9')).toBe('fr');
    expect(negotiateLocale('ja;q=0.8, es;q=0.8')).toBe('ja');
    expect(negotiateLocale('en;q=0.1, it')).toBe('it');
  });

  it('never takes a language its sender refused with q=0', () => {
    expect(negotiateLocale('fr;q=0, de;q=0.1')).toBe('de');
    expect(negotiateLocale('fr;q=0')).toBe('en');
  });

  it('reads the wildcard as English', () => {
    expect(negotiateLocale('*, fr;q=0.5')).toBe('en');
  });

  it('ignores malformed ranges and keeps the good ones', () => {
    expect(negotiateLocale('fr;q=2, de')).toBe('de');
    expect(negotiateLocale('<script>, ja;q=0.3')).toBe('ja');
    expect(negotiateLocale(';;;,,,')).toBe('en');
  });
});
