import { describe, expect, test } from 'vitest';
import { hreflangOf, localizeContentLinks, localizedHref } from './content-links.ts';
import { contentFileIn, localizedIdOfFile, unlocalizedId } from './content-files.ts';

describe('links written in content', () => {
  test('point to the shop’s pages in the page’s language', () => {
    expect(localizeContentLinks('Read our <a href="/privacy">Privacy Policy</a>.', 'fr')).toBe(
      'Read our <a href="/fr/privacy">Privacy Policy</a>.',
    );
    expect(localizeContentLinks('<a href="/faq#refunds">FAQ</a>', 'ja')).toBe(
      '<a href="/ja/faq#refunds">FAQ</a>',
    );
    expect(localizedHref('de', '/contact')).toBe('/de/contact');
  });

  test('leave the blog’s addresses alone and mark them as English', () => {
    expect(localizeContentLinks('<a href="/blog/what-is-a-travel-esim">guide</a>', 'es')).toBe(
      '<a href="/blog/what-is-a-travel-esim" hreflang="en">guide</a>',
    );
    expect(localizedHref('it', '/blog')).toBe('/blog');
    expect(hreflangOf('it', '/blog')).toBe('en');
    expect(hreflangOf('it', '/faq')).toBeUndefined();
    expect(hreflangOf('en', '/blog')).toBeUndefined();
    expect(localizedHref('it', '/blogging')).toBe('/it/blogging');
  });

  test('leave other sites and English pages alone', () => {
    const html = '<a href="https://gdpr.eu">GDPR</a> <a href="//cdn.example/x">x</a>';
    expect(localizeContentLinks(html, 'fr')).toBe(html);
    expect(localizeContentLinks('<a href="/blog">Blog</a> <a href="/terms">terms</a>', 'en')).toBe(
      '<a href="/blog">Blog</a> <a href="/terms">terms</a>',
    );
  });
});

describe('content files in each language', () => {
  test('a translation sits beside its English file, with the language before the extension', () => {
    expect(contentFileIn('fr', 'content/pages/how-it-works.json')).toBe(
      'content/pages/how-it-works.fr.json',
    );
    expect(contentFileIn('en', 'content/faq.json')).toBe('content/faq.json');
  });

  test('its entries are known as <locale>/<id>', () => {
    expect(localizedIdOfFile('terms.fr.md')).toBe('fr/terms');
    expect(localizedIdOfFile('terms.md')).toBe('en/terms');
    expect(unlocalizedId('ja/3')).toBe('3');
  });
});
