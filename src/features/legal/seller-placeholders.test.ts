import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { SellerDetails } from './seller.ts';
import { withSellerDetails } from './seller-placeholders.ts';

const seller: SellerDetails = {
  legalName: 'Roamly <K.K.> & Co',
  addressLines: ['1-2-3 Shibuya', 'Tokyo 150-0002', 'Japan'],
  phone: '+81 3 0000 0000',
  email: 'support@roamly.example',
  responsiblePerson: 'Hanako Yamada',
  taxIds: [],
  demo: false,
};

describe('withSellerDetails', () => {
  test('shows each of the seller’s details where the disclosure names it, escaped', () => {
    const html = withSellerDetails(
      '<td>{sellerLegalName}</td><td>{sellerResponsiblePerson}</td><td>{sellerAddress}</td>' +
        '<td>{sellerPhone}</td><td>{sellerEmail}</td>',
      seller,
    );
    const name = (text: string) => `<span translate="no">${text}</span>`;
    expect(html).toBe(
      `<td>${name('Roamly &lt;K.K.&gt; &amp; Co')}</td><td>${name('Hanako Yamada')}</td>` +
        `<td>${['1-2-3 Shibuya', 'Tokyo 150-0002', 'Japan'].map(name).join('<br>')}</td>` +
        `<td>${name('+81 3 0000 0000')}</td>` +
        '<td><a href="mailto:support@roamly.example" translate="no">support@roamly.example</a></td>',
    );
  });

  test('fails the build on a placeholder it does not know, rather than print it', () => {
    expect(() => withSellerDetails('<td>{sellerFax}</td>', seller)).toThrow('{sellerFax}');
  });

  test('the disclosure in every language names every detail Art. 11 asks for', () => {
    for (const suffix of ['', '.ja', '.fr', '.de', '.es', '.it']) {
      const text = readFileSync(`content/legal/commercial-disclosure${suffix}.md`, 'utf8');
      const filled = withSellerDetails(text, seller);
      for (const detail of ['Roamly &lt;K.K.&gt;', 'Hanako Yamada', 'Tokyo 150-0002', '+81 3'])
        expect(filled).toContain(detail);
      expect(filled).toContain('mailto:support@roamly.example');
    }
  });
});
