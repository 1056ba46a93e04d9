import { describe, expect, test } from 'vitest';
import { translator } from '../../i18n/catalogue.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { noDataSteps } from './no-data-steps.ts';
import { noDataRescueMail } from './rescue-mail.ts';

/**
 * The no-data rescue mail and the banner's steps: the three settings for both phones in every
 * language, the plan's networks and the one last seen only when known, links to the contact page
 * in the reader's language.
 */
const ORIGIN = 'https://roamly.example';
const KNOWN = { countryCode: 'FR', networks: ['Orange', 'SFR'], seenNetwork: 'Free' };
const UNKNOWN = { countryCode: null, networks: [], seenNetwork: null };

describe('the no-data rescue mail', () => {
  test.each(LOCALES)('%s: three steps, each with an iPhone and an Android path', (locale) => {
    const t = translator(locale);
    const steps = noDataSteps(KNOWN, t);
    expect(steps).toHaveLength(3);
    for (const step of steps) {
      expect(step.iphone).toMatch(/^iPhone/);
      expect(step.android).toMatch(/^Android/);
    }
    const mail = noDataRescueMail('a@example.com', 'ord_3f2a9c1e7b', KNOWN, ORIGIN, t);
    expect(mail).toMatchObject({ kind: 'no-data-rescue', locale });
    for (const step of steps) expect(mail.text).toContain(step.title);
    // The plan's networks and the one the phone was last seen on.
    expect(mail.text).toMatch(/Orange.*SFR/);
    expect(mail.text).toContain('Free');
    const contact = locale === 'en' ? `${ORIGIN}/contact` : `${ORIGIN}/${locale}/contact`;
    expect(mail.links).toContain(contact);
    expect(mail.text).toContain('ord_3f2');
  });

  test('names no network and no country it does not know', () => {
    const t = translator('en');
    const mail = noDataRescueMail('a@example.com', 'ord_3f2a9c1e7b', UNKNOWN, ORIGIN, t);
    expect(mail.text).toContain('No data on your eSIM yet?');
    expect(mail.text).not.toContain(', your plan uses');
    expect(mail.text).not.toContain('last seen on');
    expect(noDataSteps(UNKNOWN, t)[2]!.notes).toEqual([]);
  });

  test('in English it names the country where the eSIM is', () => {
    const mail = noDataRescueMail('a@example.com', 'o1', KNOWN, ORIGIN, translator('en'));
    expect(mail.text).toContain('No data since you arrived in France?');
    expect(mail.text).toContain('In France, your plan uses Orange and SFR.');
  });
});
