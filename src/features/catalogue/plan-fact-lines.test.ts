import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { countryNoteKey } from './country-note.ts';
import { planFactLines } from './plan-fact-lines.ts';
import type { PlanFacts } from './plan-facts.ts';

/** What the upload makes of eSIM Go's catalogue and networks for a Europe plan. */
const europeFacts: PlanFacts = {
  networks: [
    {
      country: 'FR',
      operators: [
        { name: 'Orange', generations: ['4G', '5G'] },
        { name: 'SFR', generations: ['3G', '4G', '5G'] },
      ],
    },
    {
      country: 'DE',
      operators: [
        { name: 'Telekom', generations: ['5G'] },
        { name: 'O2', generations: ['4G'] },
        { name: 'Vodafone', generations: [] },
      ],
    },
  ],
  hotspot: true,
  validityStarts: 'first-connection',
  fairUse: { speedKbps: 1000, thresholdMb: 2048 },
};
const unlimited = { data: 'Unlimited', facts: europeFacts };

describe('the plan facts a card and the checkout show', () => {
  it.each([
    [
      'en',
      [
        'Networks: Orange · SFR — 5G',
        'Hotspot allowed',
        'Validity starts when you first connect at your destination',
        'Full speed up to 2\u00a0GB a day, then 1\u00a0Mbps',
      ],
    ],
    [
      'fr',
      [
        'Réseaux : Orange · SFR — 5G',
        'Partage de connexion autorisé',
        'La validité commence à la première connexion à destination',
        'Débit maximal jusqu’à 2\u202fGo par jour, puis 1\u00a0Mbit/s',
      ],
    ],
    [
      'de',
      [
        'Netze: Orange · SFR — 5G',
        'Hotspot erlaubt',
        'Die Gültigkeit beginnt mit der ersten Verbindung am Reiseziel',
        'Volle Geschwindigkeit bis 2\u00a0GB pro Tag, danach 1\u00a0Mbit/s',
      ],
    ],
    [
      'es',
      [
        'Redes: Orange · SFR — 5G',
        'Permite compartir datos (hotspot)',
        'La validez empieza cuando te conectas por primera vez en tu destino',
        'Velocidad máxima hasta 2\u00a0GB al día; después, 1\u00a0Mbps',
      ],
    ],
    [
      'it',
      [
        'Reti: Orange · SFR — 5G',
        'Hotspot consentito',
        'La validità parte dalla prima connessione nella tua destinazione',
        'Massima velocità fino a 2\u00a0GB al giorno, poi 1\u00a0Mbps',
      ],
    ],
    [
      'ja',
      [
        'ネットワーク：Orange · SFR — 5G',
        'テザリング可',
        '有効期間は渡航先で初めて接続したときから始まります',
        '1日2GBまで高速、その後は1Mbps',
      ],
    ],
  ] as const)(
    'in %s: networks with their generation, hotspot, validity start, fair use',
    (locale, lines) => {
      expect(planFactLines(unlimited, 'FR', translator(locale))).toEqual(lines);
    },
  );

  it('name each operator’s own generation when they differ, and a country’s networks only', () => {
    const [networks] = planFactLines(unlimited, 'DE', translator('en'));
    expect(networks).toBe('Networks: Telekom 5G · O2 4G · Vodafone');
    expect(planFactLines(unlimited, 'IT', translator('en'))[0]).toBe('Hotspot allowed');
  });

  it('say when the validity starts at installation, and that a hotspot is not allowed', () => {
    const facts = { ...europeFacts, hotspot: false, validityStarts: 'installation' as const };
    expect(planFactLines({ data: '5GB', facts }, null, translator('de'))).toEqual([
      'Hotspot nicht erlaubt',
      'Die Gültigkeit beginnt mit der Installation der eSIM',
    ]);
  });

  it('give the speed after fair use without a threshold, in kbit/s below 1 Mbit/s', () => {
    const facts = { ...europeFacts, fairUse: { speedKbps: 512, thresholdMb: null } };
    expect(planFactLines({ data: 'Unlimited', facts }, null, translator('fr')).at(-1)).toBe(
      'Débit réduit à 512\u00a0kbit/s au-delà de l’usage raisonnable',
    );
    const slow = { ...europeFacts, fairUse: { speedKbps: 1500, thresholdMb: 500 } };
    expect(planFactLines({ data: 'Unlimited', facts: slow }, null, translator('de')).at(-1)).toBe(
      'Volle Geschwindigkeit bis 500\u00a0MB pro Tag, danach 1,5\u00a0Mbit/s',
    );
  });

  it('say nothing a provider or the owners did not give, and no fair use on a plan with data', () => {
    const unknown: PlanFacts = { networks: [], hotspot: null, validityStarts: null, fairUse: null };
    expect(planFactLines({ data: 'Unlimited', facts: unknown }, 'FR', translator('en'))).toEqual(
      [],
    );
    expect(planFactLines({ data: 'Unlimited' }, 'FR', translator('en'))).toEqual([]);
    expect(planFactLines({ data: '5GB', facts: europeFacts }, null, translator('en'))).toEqual([
      'Hotspot allowed',
      'Validity starts when you first connect at your destination',
    ]);
  });

  it('leave the country page’s note to the cards once a plan starts at installation', () => {
    const installed = { facts: { ...europeFacts, validityStarts: 'installation' as const } };
    expect(translator('en')(countryNoteKey([{ facts: europeFacts }, {}]))).toBe(
      'Data only. Validity starts when the eSIM first connects at your destination.',
    );
    expect(translator('en')(countryNoteKey([{ facts: europeFacts }, installed]))).toBe(
      'Data only. Each plan says when its validity starts.',
    );
  });
});
