import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { islandTexts } from '../i18n/catalogue.ts';
import { LOCALES } from '../i18n/locales.ts';
import { escapeHtml } from '../mail/mail-layout.ts';
import { translatorOf } from '../i18n/translate.ts';
import EsimInstall from './EsimInstall.tsx';

const install = {
  smdpAddress: 'smdp.example.com',
  activationCode: 'K2-ABC',
  iosUrl: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=x',
  androidUrl: 'https://esimsetup.android.com/esim_qrcode_provisioning?carddata=x',
};

// The island gets only the orders page's slice of texts: the note must be in it, in each language.
test.each(LOCALES)(
  'the install screen in %s links to the guide’s Before you fly section',
  (locale) => {
    const t = translatorOf(islandTexts(locale, 'esims.'), locale);
    const html = renderToStaticMarkup(
      createElement(EsimInstall, { t, install, qrCode: createElement('img', { alt: 'QR' }) }),
    );
    const guide = `${locale === 'en' ? '' : `/${locale}`}/installation#before-you-fly`;
    expect(html).toContain(escapeHtml(t('esims.beforeYouFly')));
    expect(html).toMatch(
      new RegExp(`<a href="${guide}"[^>]*>${escapeHtml(t('esims.beforeYouFlyLink'))}</a>`),
    );
  },
);
