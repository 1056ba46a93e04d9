#!/usr/bin/env node
// Generates content/plans.json from content/countries.json, content/regions.json
// and content/presentation.json. Deterministic: same input -> identical output.
// Usage: node scripts/generate-default-plans.mjs, then scripts/seed-plan-facts.ts for the facts.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTENT = join(dirname(fileURLToPath(import.meta.url)), '..', 'content');
const readJson = (f) => JSON.parse(readFileSync(join(CONTENT, f), 'utf8'));

const countries = readJson('countries.json');
const regions = readJson('regions.json');
const presentation = readJson('presentation.json'); // read to validate it parses; plans do not embed it
if (!presentation.default) throw new Error('presentation.json has no "default" entry');

// Entries that share a code with a main entry ("Hawaii" -> US, "Northern Cyprus" -> CY)
// never own the plans for that code, even though they sort first by name.
const PRIMARY_BY_CODE = { US: 'united-states-of-america', CY: 'cyprus' };

// ---- cost tiers --------------------------------------------------------------
/** ISO codes written as words: `codes('AT BE')` is ['AT', 'BE']. */
const codes = (text) => text.trim().split(/\s+/);
const EU27 = codes(`
  AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE
`);
const CHEAP = new Set([
  ...EU27,
  ...codes(`
    GB CH NO IS LI AD MC SM VA GI JE GG IM AL BA ME MK RS XK MD UA US CA PR TR TH VN MY
  `),
]);
const EXPENSIVE = new Set([
  // Sub-Saharan Africa (South Africa is mid)
  ...codes(`
    AO BJ BW BF BI CM CV CF TD KM CD CG CI DJ GQ SZ ET GA GM GH GN GW KE LS LR MG MW ML MR MU MZ
    NA NE NG RW ST SN SC SL TZ TG UG ZM ZW RE
  `),
  // Caribbean and Atlantic islands
  ...codes(`
    AI AG AW BS BB BM BQ VG KY CW DM DO GD GP HT JM MQ MS BL KN LC MF VC SX TT TC VI FO GL
  `),
  // Indian Ocean, Central Asia
  ...codes('MV KZ KG TJ TM UZ MN'),
  // Pacific
  ...codes('FJ PF NC PG WS TO VU SB KI TV NR PW MH FM GU TL'),
]);
const tierOf = (code) => (CHEAP.has(code) ? 'cheap' : EXPENSIVE.has(code) ? 'expensive' : 'mid');

// [dataGB, days, priceUSD, popular]
const COUNTRY_PLANS = {
  cheap: [
    [3, 7, 9.5, false],
    [5, 7, 15, true],
    [10, 14, 24, false],
    [20, 30, 37.99, false],
  ],
  mid: [
    [3, 7, 12, false],
    [5, 7, 18.5, true],
    [10, 14, 30, false],
    [20, 30, 47.99, false],
  ],
  expensive: [
    [3, 7, 19.5, false],
    [5, 14, 29.99, true],
    [10, 30, 49, false],
    [20, 30, 79, false],
  ],
};

// Region tables: token for the bundle code, plan rows as above.
const REGION_PLANS = {
  africa: {
    token: 'RGAF',
    plans: [
      [3, 7, 24, false],
      [5, 14, 36, true],
      [10, 30, 59, false],
      [20, 30, 99, false],
    ],
  },
  americas: {
    token: 'RGAM',
    plans: [
      [3, 7, 14, false],
      [5, 7, 21, false],
      [10, 14, 36, true],
      [20, 30, 54.99, false],
    ],
  },
  asia: {
    token: 'RGAS',
    plans: [
      [3, 7, 12, false],
      [5, 7, 18, false],
      [10, 14, 32, true],
      [20, 30, 49.99, false],
    ],
  },
  balkans: {
    token: 'RGBK',
    plans: [
      [3, 7, 10, false],
      [5, 7, 15.5, false],
      [10, 14, 26, true],
      [20, 30, 39.99, false],
    ],
  },
  caribbean: {
    token: 'RGCB',
    plans: [
      [3, 7, 22, false],
      [5, 14, 34, true],
      [10, 30, 55, false],
      [20, 30, 89, false],
    ],
  },
  'eu-plus': {
    token: 'RGEUP',
    plans: [
      [3, 7, 10.5, false],
      [5, 7, 16.5, false],
      [10, 14, 28, true],
      [20, 30, 43.99, false],
    ],
  },
  'europe-lite': {
    token: 'RGEUL',
    plans: [
      [3, 7, 10, false],
      [5, 7, 16, false],
      [10, 14, 28, true],
      [20, 30, 41.99, false],
    ],
  },
  global: {
    token: 'RGGL',
    plans: [
      [3, 7, 25, false],
      [5, 14, 39, true],
      [10, 30, 65, false],
      [20, 30, 99.99, false],
    ],
  },
  'middle-east-africa': {
    token: 'RGMEA',
    plans: [
      [3, 7, 18, false],
      [5, 7, 26, false],
      [10, 14, 45, true],
      [20, 30, 69, false],
    ],
  },
  'middle-east-north-africa': {
    token: 'RGMENA',
    plans: [
      [3, 7, 16, false],
      [5, 7, 24, false],
      [10, 14, 40, true],
      [20, 30, 61.99, false],
    ],
  },
  'north-america': {
    token: 'RGNA',
    plans: [
      [3, 7, 11, false],
      [5, 7, 17, false],
      [10, 14, 29, true],
      [20, 30, 44.99, false],
    ],
  },
  oceania: {
    token: 'RGOC',
    plans: [
      [3, 7, 13, false],
      [5, 7, 19.5, false],
      [10, 14, 32, true],
      [20, 30, 49, false],
    ],
  },
};

// Most-travelled destinations, in priority order; Global covers the first 105 that exist.
const GLOBAL_PRIORITY = codes(`
  US FR ES IT GB DE TR MX TH CN AT GR JP PT NL HK MY CA AE SA PL HR CH HU CZ DK SE NO FI IE BE
  LU IS SG KR TW MO VN ID PH IN LK MV KH LA NP AU NZ FJ EG MA TN ZA KE TZ MU SC IL JO QA OM KW
  BH BR AR CL CO PE EC UY CR PA DO JM PR BS BB AW CW KY GT BO PY RO BG SK SI EE LV LT MT CY RS
  ME AL MK BA UA MD GE AM AZ KZ UZ MN BD PK NG GH SN RW UG MC AD LI SM GI VA
`);

const money = (n) => Math.round(n * 100) / 100;

// ---- country plans -----------------------------------------------------------
const byName = (a, b) => a.name.localeCompare(b.name, 'en');
const primaryByCode = new Map();
for (const entry of [...countries].sort(byName)) {
  const wanted = PRIMARY_BY_CODE[entry.code];
  if (wanted ? entry.slug === wanted : !primaryByCode.has(entry.code))
    primaryByCode.set(entry.code, entry);
}
for (const [code, slug] of Object.entries(PRIMARY_BY_CODE)) {
  if (!primaryByCode.has(code)) throw new Error(`primary entry ${slug} for ${code} missing`);
}

const plans = [];
const sortByPrice = (list) =>
  list.sort((a, b) => a.price - b.price || parseInt(a.data) - parseInt(b.data));

for (const entry of [...primaryByCode.values()].sort(byName)) {
  const code = entry.code;
  const rows = COUNTRY_PLANS[tierOf(code)];
  plans.push(
    ...sortByPrice(
      rows.map(([gb, days, price, popular]) => ({
        id: `${code.toLowerCase()}-${gb}gb-${days}d`,
        name: `${gb}GB ${days} Days`,
        country: entry.name,
        countryCode: code,
        data: `${gb}GB`,
        duration: `${days} Days`,
        price: money(price),
        popular,
        coveredCountries: [],
        bundle: `esim_${gb}GB_${days}D_${code}_V2`,
      })),
    ),
  );
}

// ---- region plans ------------------------------------------------------------
const known = new Set(countries.map((c) => c.code));
for (const region of regions) {
  const table = REGION_PLANS[region.slug];
  if (!table) throw new Error(`no price table for region ${region.slug}`);
  const source = region.countries === 'all' ? GLOBAL_PRIORITY : region.countries;
  const covered = [...new Set(source)].filter((c) => known.has(c)).slice(0, region.countryCount);
  if (covered.length !== region.countryCount) {
    throw new Error(
      `${region.slug}: only ${covered.length} of ${region.countryCount} codes available`,
    );
  }
  plans.push(
    ...sortByPrice(
      table.plans.map(([gb, days, price, popular]) => ({
        id: `${region.slug}-${gb}gb-${days}d`,
        name: `${gb}GB ${days} Days`,
        country: region.name,
        countryCode: covered.join(','),
        data: `${gb}GB`,
        duration: `${days} Days`,
        price: money(price),
        popular,
        coveredCountries: [...covered],
        bundle: `esim_${gb}GB_${days}D_${table.token}_V2`,
      })),
    ),
  );
}

const ids = new Set();
for (const p of plans) {
  if (ids.has(p.id)) throw new Error(`duplicate plan id ${p.id}`);
  ids.add(p.id);
}

writeFileSync(join(CONTENT, 'plans.json'), JSON.stringify(plans, null, 2) + '\n');
console.log(
  `wrote ${plans.length} plans (${primaryByCode.size} countries, ${regions.length} regions)`,
);
