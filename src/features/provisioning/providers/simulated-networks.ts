/**
 * The simulated provider's networks: well-known operators of the most visited destinations, 4G, and
 * 5G where launched as publicly known in 2025; no 2G or 3G. A country not listed has none: unknown
 * stays unknown (docs/decisions/0050-plan-facts-from-the-provider.md).
 */
import type { CountryNetworkList } from '../../esim-provider/provider.ts';

/**
 * Per country (ISO code), each operator's brand as phones show it: 4G, and 5G too when marked `+`.
 */
const OPERATORS: Record<string, string> = {
  AE: 'e&+, du+',
  AR: 'Personal+, Claro+, Movistar+',
  AT: 'A1+, Magenta+, Drei+',
  AU: 'Telstra+, Optus+, Vodafone+',
  BE: 'Proximus+, Orange+, BASE+',
  BG: 'A1+, Vivacom+, Yettel+',
  BR: 'Vivo+, Claro+, TIM+',
  CA: 'Rogers+, Bell+, Telus+',
  CH: 'Swisscom+, Sunrise+, Salt+',
  CN: 'China Mobile+, China Unicom+, China Telecom+',
  CZ: 'O2+, T-Mobile+, Vodafone+',
  DE: 'Telekom+, Vodafone+, O2+',
  DK: 'TDC+, Telenor+, Telia+, 3+',
  DO: 'Claro+, Altice+',
  EG: 'Vodafone, Orange, e&, WE',
  ES: 'Movistar+, Vodafone+, Orange+',
  FR: 'Orange+, SFR+, Bouygues Telecom+, Free+',
  GB: 'EE+, Vodafone+, O2+, Three+',
  GR: 'Cosmote+, Vodafone+, Nova+',
  HK: 'CSL+, SmarTone+, 3+, China Mobile Hong Kong+',
  HR: 'Hrvatski Telekom+, A1+, Telemach+',
  HU: 'Telekom+, One+, Yettel+',
  ID: 'Telkomsel+, Indosat+, XL+',
  IE: 'Vodafone+, Three+, eir+',
  IL: 'Cellcom+, Partner+, Pelephone+',
  IN: 'Jio+, Airtel+, Vi',
  IS: 'Síminn+, Nova+, Vodafone+',
  IT: 'TIM+, Vodafone+, WindTre+, Iliad+',
  JP: 'NTT docomo+, au+, SoftBank+, Rakuten Mobile+',
  KR: 'SK Telecom+, KT+, LG U++',
  MA: 'Maroc Telecom, Orange, inwi',
  MX: 'Telcel+, AT&T+, Movistar',
  MY: 'Maxis+, CelcomDigi+, U Mobile+',
  NL: 'KPN+, Vodafone+, Odido+',
  NO: 'Telenor+, Telia+, Ice+',
  NZ: 'One NZ+, Spark+, 2degrees+',
  PH: 'Smart+, Globe+, DITO+',
  PL: 'Orange+, Play+, Plus+, T-Mobile+',
  PT: 'MEO+, NOS+, Vodafone+',
  QA: 'Ooredoo+, Vodafone+',
  RO: 'Orange+, Vodafone+, Digi+',
  SA: 'stc+, Mobily+, Zain+',
  SE: 'Telia+, Tele2+, Telenor+, Tre+',
  SG: 'Singtel+, StarHub+, M1+',
  TH: 'AIS+, True+, dtac+',
  TR: 'Turkcell, Vodafone, Türk Telekom',
  TW: 'Chunghwa Telecom+, Taiwan Mobile+, FarEasTone+',
  US: 'AT&T+, T-Mobile+, Verizon+',
  VN: 'Viettel+, VinaPhone+, MobiFone',
  ZA: 'Vodacom+, MTN+, Telkom+, Cell C',
};

/** The listed networks of `countries`; countries the table does not know are left out. */
export function simulatedNetworks(countries: readonly string[]): CountryNetworkList[] {
  return [...new Set(countries)].flatMap((country) => {
    const operators = OPERATORS[country];
    if (!operators) return [];
    const networks = operators.split(', ').map((operator) => {
      const brand = operator.replace(/\+$/, ''); // 'LG U++' is LG U+ with 5G
      return { name: brand, brandName: brand, speeds: brand === operator ? ['4G'] : ['4G', '5G'] };
    });
    return [{ country, networks }];
  });
}
