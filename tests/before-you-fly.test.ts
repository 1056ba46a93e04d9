/**
 * Before flying, a traveller turns data roaming off on the home line and gives data to the eSIM, or
 * lands to a roaming bill. The guide's 'Before you fly' and the 'eSIM ready' mail say so in every
 * language, with the same menu names and working links.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DELIVERY_CONSENT_KEY } from '../src/features/checkout/billing-consent.ts';
import { BEFORE_YOU_FLY_ANCHOR, BEFORE_YOU_FLY_PATH } from '../src/features/esims/install-guide.ts';
import { translator } from '../src/features/i18n/catalogue.ts';
import { contentFileIn } from '../src/features/i18n/content-files.ts';
import { LOCALES, type Locale, unlocalizedPath } from '../src/features/i18n/locales.ts';
import { escapeHtml } from '../src/features/mail/mail-layout.ts';
import { newOrder } from '../src/features/orders/orders.server.ts';
import { esimReadyMail } from '../src/features/provisioning/delivery-mails.ts';
import { JAPAN_5GB_PLAN } from './support/japan-plan.ts';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const ORIGIN = 'https://roamly.example';

/**
 * The settings each language's texts must name, as that language's iOS and Android menus show
 * them: on iPhone, the home line's roaming switch and the data switching to turn off; on Android,
 * Samsung's data SIM choice, Pixel's roaming switch for the home SIM and Samsung's for the eSIM.
 */
const MENUS: Record<Locale, { iphone: string[]; android: string[] }> = {
  en: {
    iphone: ['Data Roaming', 'Allow Mobile Data Switching'],
    android: [
      'Settings → Connections → SIM manager → Mobile data',
      'Settings → Network & internet → SIMs → your home SIM → Roaming',
      'Settings → Connections → Mobile networks → Data roaming',
    ],
  },
  fr: {
    iphone: ['Itinérance des données', 'Autoriser le basculement des données cellulaires'],
    android: [
      'Paramètres → Connexions → Gestionnaire de cartes SIM → Données mobiles',
      'Paramètres → Réseau et Internet → SIM → votre SIM principale → Itinérance',
      'Paramètres → Connexions → Réseaux mobiles → Itinérance des données',
    ],
  },
  de: {
    iphone: ['Datenroaming', 'Mobilfunkdatenwechsel erlauben'],
    android: [
      'Einstellungen → Verbindungen → SIM-Manager → Mobile Daten',
      'Einstellungen → Netzwerk & Internet → SIMs → deine Haupt-SIM → Roaming',
      'Einstellungen → Verbindungen → Mobile Netzwerke → Daten-Roaming',
    ],
  },
  es: {
    iphone: ['Itinerancia de datos', 'Permitir cambio de datos móviles'],
    android: [
      'Ajustes → Conexiones → Administrador de SIM → Datos móviles',
      'Ajustes → Redes e Internet → SIMs → tu SIM principal → Itinerancia',
      'Ajustes → Conexiones → Redes móviles → Itinerancia de datos',
    ],
  },
  it: {
    iphone: ['Roaming dati', 'Consenti passaggio dati cellulare'],
    android: [
      'Impostazioni → Connessioni → Gestione SIM → Dati mobili',
      'Impostazioni → Rete e Internet → SIM → la tua SIM principale → Roaming',
      'Impostazioni → Connessioni → Reti mobili → Roaming dati',
    ],
  },
  ja: {
    iphone: ['データローミング', 'モバイルデータ通信の切り替えを許可'],
    android: [
      '「設定」→「接続」→「SIMマネージャー」→「モバイルデータ」',
      '「設定」→「ネットワークとインターネット」→「SIM」→主回線のSIM→「ローミング」',
      '「設定」→「接続」→「モバイルネットワーク」→「データローミング」',
    ],
  },
};

/** The guide writes a menu path with '>' in Japanese, the mail with '→': the same path. */
const samePath = (text: string) => text.replaceAll(/\s*[→>]\s*/g, '→').replaceAll('\u00a0', ' ');

interface Step {
  title: string;
  text: string;
}
interface Guide {
  beforeYouFly: { intro: string; iphone: Step[]; android: Step[] };
}
const guideIn = (locale: Locale) =>
  JSON.parse(read(contentFileIn(locale, 'content/pages/installation.json'))) as Guide;
const stepsText = (steps: Step[]) => samePath(steps.map((s) => `${s.title} ${s.text}`).join(' '));

describe.each(LOCALES)('the installation guide in %s', (locale) => {
  const { beforeYouFly } = guideIn(locale);

  test('has a Before you fly section with five steps for iPhone and five for Android', () => {
    expect(beforeYouFly.intro.length).toBeGreaterThan(0);
    expect(beforeYouFly.iphone).toHaveLength(5);
    expect(beforeYouFly.android).toHaveLength(5);
    expect(translator(locale)('help.installationPage.beforeYouFlyHeading')).not.toBe('');
  });

  test('names the iPhone and Android settings as the phones show them in this language', () => {
    for (const menu of MENUS[locale].iphone)
      expect(stepsText(beforeYouFly.iphone)).toContain(samePath(menu));
    for (const menu of MENUS[locale].android)
      expect(stepsText(beforeYouFly.android)).toContain(samePath(menu));
  });
});

test('the guide page renders the section under the anchor the mail and the account link to', () => {
  expect(read('src/features/support/BeforeYouFly.astro')).toContain('id={BEFORE_YOU_FLY_ANCHOR}');
  expect(read('src/pages/[...locale]/installation.astro')).toContain(
    '<BeforeYouFly {...beforeYouFly} />',
  );
  expect(BEFORE_YOU_FLY_PATH).toBe(`/installation#${BEFORE_YOU_FLY_ANCHOR}`);
});

const order = {
  ...newOrder({
    paymentIntentId: 'pi_test_before_you_fly',
    userId: 'user-fly',
    plan: JAPAN_5GB_PLAN,
    amountCents: 1299,
    currency: 'eur',
  }),
  iccid: '8988000000000000001',
};
const esim = { iccid: order.iccid, smdpAddress: 'smdp.example.com', matchingId: 'K2-ABC' };

describe.each(LOCALES)('the eSIM ready mail in %s', (locale) => {
  const t = translator(locale);
  const mail = esimReadyMail(
    'a@example.com',
    {
      ...order,
      deliveryConsent: { at: '2030-05-01T09:00:00.000Z', textKey: DELIVERY_CONSENT_KEY, locale },
    },
    esim,
    Buffer.from('png'),
    ORIGIN,
    t,
  );
  const guide = `${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/installation#before-you-fly`;

  test('carries the before-you-fly steps for iPhone and Android, 4 to 6 short lines each', () => {
    for (const [phone, key] of [
      ['iphone', 'mail.esimReady.flyIphone'],
      ['android', 'mail.esimReady.flyAndroid'],
    ] as const) {
      const steps = t(key);
      expect(mail.text).toContain(steps);
      expect(mail.html).toContain(escapeHtml(steps).replaceAll('\n', '<br>'));
      const lines = steps.split('\n').slice(1);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.length).toBeLessThanOrEqual(6);
      for (const menu of MENUS[locale][phone]) expect(samePath(steps)).toContain(samePath(menu));
    }
  });

  test('puts them after the install details and before the legal parts, with the guide’s link', () => {
    const at = (text: string) => mail.text.indexOf(text);
    const positions = [
      at(t('mail.esimReady.installOnIphone')),
      at('K2-ABC'),
      at(t('mail.esimReady.beforeYouFly')),
      at(t('mail.esimReady.flyIphone')),
      at(t('mail.esimReady.flyAndroid')),
      at(guide),
      at(t('mail.withdrawal.consent.meaning', { days: 14 })),
    ];
    expect(positions.every((index) => index >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(mail.html).toContain(
      `<a href="${guide}" style="color:#1b63e0;">${escapeHtml(t('mail.esimReady.flyGuideLink'))}</a>`,
    );
  });

  test('links only to pages that exist, and to the section the guide renders', () => {
    expect(mail.links).toContain(guide);
    const urls = (mail.links ?? []).map((link) => new URL(link));
    for (const { pathname } of urls)
      expect(
        existsSync(join(root, `src/pages/[...locale]${unlocalizedPath(pathname)}.astro`)),
      ).toBe(true);
    expect(urls.map(({ hash }) => hash).filter(Boolean)).toEqual([`#${BEFORE_YOU_FLY_ANCHOR}`]);
  });
});
