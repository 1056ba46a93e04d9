/**
 * The commercial disclosure writes the seller's details as {sellerLegalName}, {sellerAddress}…,
 * filled from the environment at build time. Values are escaped (settings, not reviewed text) and
 * marked `translate="no"`: a name and address are the same in every language.
 */
import type { SellerDetails } from './seller.ts';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The rendered HTML with each {seller…} placeholder replaced by the seller's detail. */
export function withSellerDetails(html: string, seller: SellerDetails): string {
  const email = escapeHtml(seller.email);
  const name = (text: string) => `<span translate="no">${escapeHtml(text)}</span>`;
  const values: Record<string, string> = {
    sellerLegalName: name(seller.legalName),
    sellerResponsiblePerson: name(seller.responsiblePerson),
    sellerAddress: seller.addressLines.map(name).join('<br>'),
    sellerPhone: name(seller.phone),
    sellerEmail: `<a href="mailto:${email}" translate="no">${email}</a>`,
  };
  return html.replace(/\{(seller\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown seller placeholder ${placeholder}`);
    return value;
  });
}
