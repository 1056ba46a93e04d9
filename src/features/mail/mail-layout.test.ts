import { describe, expect, test } from 'vitest';
import { escapeHtml, renderMail } from './mail-layout.ts';
import { translator } from '../i18n/catalogue.ts';

const en = translator('en');

const verifyUrl = 'https://roamly.example/verify-email?token=abc123&lang=en';

const hostile = {
  preheader: `<script>alert("preheader")</script> it's`,
  heading: `<script>alert("heading")</script> it's`,
  paragraph: `<img src=x onerror="alert('paragraph')"> & more`,
  label: `<b>"label"</b> it's`,
  url: `https://roamly.example/x?a=1&b="><script>alert('url')</script>`,
  footnote: `<script>alert("footnote")</script> it's`,
};

describe('escapeHtml', () => {
  test('escapes the five characters that can break out of text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderMail', () => {
  test('escapes markup and quotes in every field of the HTML part', () => {
    const { html } = renderMail(
      {
        preheader: hostile.preheader,
        heading: hostile.heading,
        paragraphs: [hostile.paragraph, 'A second, harmless paragraph.'],
        button: { label: hostile.label, url: hostile.url },
        footnote: hostile.footnote,
      },
      en,
    );
    for (const value of Object.values(hostile)) {
      expect(html).not.toContain(value);
      expect(html).toContain(escapeHtml(value));
    }
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain(`href="${escapeHtml(hostile.url)}"`);
  });

  test('the plain-text part carries the same content with the button as "Label: url"', () => {
    const { text } = renderMail(
      {
        heading: 'Confirm your e-mail address',
        paragraphs: ['Welcome to Roamly.', 'Confirm your address to finish signing up.'],
        button: { label: 'Verify my e-mail', url: verifyUrl },
        footnote: 'If you did not sign up, ignore this e-mail.',
      },
      en,
    );
    expect(text).toContain('Confirm your e-mail address');
    expect(text).toContain('Welcome to Roamly.\n\nConfirm your address to finish signing up.');
    expect(text).toContain(`Verify my e-mail: ${verifyUrl}`);
    expect(text).toContain('If you did not sign up, ignore this e-mail.');
    expect(text).toContain(
      'Roamly · Prepaid travel eSIMs · You receive this e-mail because of an action on roamly',
    );
    expect(text).not.toContain('&amp;');
  });

  test('is a 560px table layout with the Roamly header, the brand-blue button and the footer line', () => {
    const { html } = renderMail(
      {
        heading: 'Your eSIM is ready',
        paragraphs: ['Scan the QR code.'],
        button: { label: 'View order', url: verifyUrl },
      },
      en,
    );
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain('max-width:560px');
    expect(html).toContain('>Roamly</td>');
    expect(html).toMatch(
      /background:#1b63e0;">\s*<a href="https:\/\/roamly\.example\/verify-email\?token=abc123&amp;lang=en"/,
    );
    expect(html).toContain(
      'Roamly · Prepaid travel eSIMs · You receive this e-mail because of an action on roamly',
    );
    expect(html).not.toMatch(/<style|<link/);
  });

  test('keeps the line breaks of a paragraph typed on several lines', () => {
    const { html } = renderMail(
      {
        heading: 'New message',
        paragraphs: ['Hello,\nmy eSIM does not <activate>.'],
      },
      en,
    );
    expect(html).toContain('Hello,<br>my eSIM does not &lt;activate&gt;.');
  });

  test('refuses a button that is not an http(s) link', () => {
    expect(() =>
      renderMail(
        {
          heading: 'x',
          paragraphs: [],
          button: { label: 'Go', url: 'javascript:alert(1)' },
        },
        en,
      ),
    ).toThrow(/http/);
  });

  test('action buttons sit under the image, before the text, each escaped and with its link spelled out; the text part lists them as "Label: url"', () => {
    const actions = [
      {
        label: 'Install on iPhone',
        url: 'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24a%24b',
      },
      { label: hostile.label, url: hostile.url },
    ];
    const { html, text } = renderMail(
      {
        heading: 'Your eSIM is ready',
        image: { cid: 'qr', alt: 'QR', size: 240 },
        actions,
        paragraphs: ['Plan details.'],
      },
      en,
    );
    expect(html.indexOf('cid:qr')).toBeLessThan(
      html.indexOf(`href="${escapeHtml(actions[0]!.url)}"`),
    );
    expect(html.indexOf(`href="${escapeHtml(actions[1]!.url)}"`)).toBeLessThan(
      html.indexOf('Plan details.'),
    );
    expect(html).not.toContain(hostile.label);
    expect(html).not.toMatch(/<script/i);
    expect(text).toContain(`Install on iPhone: ${actions[0]!.url}`);
    expect(text.indexOf('Install on iPhone')).toBeLessThan(text.indexOf('Plan details.'));
  });

  test('refuses an action that is not an http(s) link', () => {
    expect(() =>
      renderMail(
        {
          heading: 'x',
          paragraphs: [],
          actions: [{ label: 'Go', url: 'data:text/html,hi' }],
        },
        en,
      ),
    ).toThrow(/http/);
  });

  test('a paragraph may end in a link, escaped, in its place; the text part spells it out', () => {
    const { html, text } = renderMail(
      {
        heading: 'x',
        paragraphs: [
          'Before.',
          { text: hostile.paragraph, label: hostile.label, url: hostile.url },
          'After.',
        ],
      },
      en,
    );
    const link = `<a href="${escapeHtml(hostile.url)}" style="color:#1b63e0;">${escapeHtml(hostile.label)}</a>`;
    expect(html).toContain(`${escapeHtml(hostile.paragraph)} ${link}`);
    expect(html.indexOf('Before.')).toBeLessThan(html.indexOf(link));
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('After.'));
    expect(html).not.toMatch(/<script/i);
    expect(text).toContain(
      `Before.\n\n${hostile.paragraph} ${hostile.label}: ${hostile.url}\n\nAfter.`,
    );
  });

  test('refuses a paragraph link that is not an http(s) link', () => {
    expect(() =>
      renderMail(
        { heading: 'x', paragraphs: [{ text: 'See', label: 'Go', url: 'javascript:alert(1)' }] },
        en,
      ),
    ).toThrow(/http/);
  });
});
