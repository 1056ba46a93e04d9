/**
 * Who sells: the legal name, address, phone, responsible person and tax numbers printed on
 * invoices, credit notes and the Japanese disclosure, from the environment; one unset is a demo
 * value that says so, so no offline document passes for a live seller's.
 */
import { sellerSettings, supportEmail } from '../../lib/env.ts';
import { taxSchemes, type TaxScheme } from '../tax/tax-schemes.ts';

export interface SellerDetails {
  legalName: string;
  addressLines: string[];
  phone: string;
  email: string;
  responsiblePerson: string;
  taxIds: { scheme: TaxScheme; number: string }[];
  /** True when any detail is a demo value: documents then say so. */
  demo: boolean;
}

const DEMO = {
  legalName: 'Roamly Demo Ltd (demo details: set SELLER_LEGAL_NAME)',
  address: '1 Example Street; Dublin D02 XY00; Ireland (demo address)',
  phone: '+353 1 000 0000 (demo)',
  responsiblePerson: 'Alex Example (demo)',
  taxIds: 'eu-oss:EU372000000 (demo);uk:GB000000000 (demo);jp:T0000000000000 (demo)',
};

const lines = (value: string) =>
  value
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);

function parseTaxIds(value: string): SellerDetails['taxIds'] {
  return lines(value).flatMap((entry) => {
    const at = entry.indexOf(':');
    const scheme = entry.slice(0, at).trim() as TaxScheme;
    const number = entry.slice(at + 1).trim();
    return at > 0 && taxSchemes.includes(scheme) && number ? [{ scheme, number }] : [];
  });
}

/** The seller's details, read at each call (deploys and tests change the environment). */
export function sellerDetails(): SellerDetails {
  const set = sellerSettings();
  const demo = Object.values(set).some((value) => value === undefined);
  return {
    legalName: set.legalName ?? DEMO.legalName,
    addressLines: lines(set.address ?? DEMO.address),
    phone: set.phone ?? DEMO.phone,
    email: supportEmail(),
    responsiblePerson: set.responsiblePerson ?? DEMO.responsiblePerson,
    taxIds: parseTaxIds(set.taxIds ?? DEMO.taxIds),
    demo,
  };
}
