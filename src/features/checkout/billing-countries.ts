/**
 * The countries a shopper can give as their billing country: ISO 3166-1 alpha-2 codes (and XK,
 * Kosovo), named in the page's language by the browser's Intl.DisplayNames, so no names ship.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW ' +
  'GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV ' +
  'MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG ' +
  'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ' +
  'ZM ZW';

export const BILLING_COUNTRIES: readonly string[] = CODES.split(' ');

const KNOWN = new Set(BILLING_COUNTRIES);

export const isBillingCountry = (code: string) => KNOWN.has(code);

/** The country a language's shoppers most often bill from, when the browser says nothing more. */
const LANGUAGE_COUNTRY: Record<string, string> = {
  en: 'US',
  fr: 'FR',
  de: 'DE',
  es: 'ES',
  it: 'IT',
  ja: 'JP',
};

/**
 * The country to preselect: where the shopper is (the country Netlify places them in) when the list
 * offers it, else the region of the browser's language when it names one ('en-GB' → GB), else the
 * page language's usual country. The shopper confirms or changes it.
 */
export function likelyBillingCountry(
  pageLocale: string,
  browserLanguages: readonly string[],
  visitorCountry: string | null = null,
) {
  if (visitorCountry && KNOWN.has(visitorCountry)) return visitorCountry;
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region && KNOWN.has(region)) return region;
  }
  return LANGUAGE_COUNTRY[pageLocale] ?? 'US';
}
