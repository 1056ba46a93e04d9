import { describe, expect, it } from 'vitest';
import countriesJson from '../../../../content/countries.json' with { type: 'json' };
import regionsJson from '../../../../content/regions.json' with { type: 'json' };
import plansJson from '../../../../content/plans.json' with { type: 'json' };
import { countrySchema, regionSchema, type Region } from '../../catalogue/destination.ts';
import { planListSchema, planSchema } from '../../catalogue/plan.ts';
import {
  createDestinationDirectory,
  MAX_REPORTED_ERRORS,
  validatePlanRows,
  type PlanDraft,
  type SheetRow,
} from './plan-rows.ts';
import { columnIndex, type SheetColumn } from './plan-sheet.ts';
import { ratesInForce } from '../../currency/rates.ts';

const countries = countrySchema.array().parse(countriesJson);
const regions = regionSchema.array().parse(regionsJson);
const catalogue = planListSchema.parse(plansJson);

// Like site-data.ts: a code's own plans carry its main name (US → 'United States of America').
const preferredNames = new Map<string, string>();
for (const plan of catalogue)
  if (/^[A-Z]{2}$/.test(plan.countryCode)) preferredNames.set(plan.countryCode, plan.country);
const liveCoverage = new Map(
  catalogue
    .filter((plan) => plan.coveredCountries.length > 0)
    .map((plan) => [plan.country, plan.coveredCountries]),
);

const directory = createDestinationDirectory(countries, regions, preferredNames);
const draftSchema = planSchema.omit({ id: true }).strict();

/** Rows numbered from 1 like Excel shows them. */
const sheet = (...rows: unknown[][]): SheetRow[] =>
  rows.map((cells, index) => ({ row: index + 1, cells }));

function plansOf(rows: SheetRow[], withDirectory = directory): PlanDraft[] {
  const result = validatePlanRows(rows, withDirectory);
  if (!result.ok) throw new Error(`expected valid rows, got ${JSON.stringify(result.errors)}`);
  // Every draft any test makes is a valid plan record once it has an id.
  for (const { destinationKey, idPart, row, ...fields } of result.plans) draftSchema.parse(fields);
  return result.plans;
}

function errorsOf(rows: SheetRow[]) {
  const result = validatePlanRows(rows, directory);
  if (result.ok) throw new Error('expected errors');
  return result;
}

describe('validatePlanRows: a valid sheet', () => {
  it('turns a country row into a plan draft', () => {
    expect(plansOf(sheet(['United States of America', '5GB 7 Days', 15]))).toEqual([
      {
        destinationKey: 'us',
        name: '5GB 7 Days',
        country: 'United States of America',
        countryCode: 'US',
        data: '5GB',
        duration: '7 Days',
        idPart: '5gb-7d',
        price: 15,
        popular: false,
        coveredCountries: [],
        row: 1,
      },
    ]);
  });

  it.each([
    ['USA', 'US', 'United States of America'],
    ['us', 'US', 'United States of America'],
    ['united states', 'US', 'United States of America'],
    ['Hawaii', 'US', 'United States of America'],
    ['uk', 'GB', 'United Kingdom'],
    ['ENGLAND', 'GB', 'United Kingdom'],
    ['cote d’ivoire', 'CI', "Côte d'Ivoire"],
    ['  Spain ', 'ES', 'Spain'],
  ])('finds the country %j as %s (%s)', (cell, code, country) => {
    expect(plansOf(sheet([cell, '5GB 7 Days', 15]))[0]).toMatchObject({
      countryCode: code,
      country,
      destinationKey: code.toLowerCase(),
    });
  });

  it("keeps the matched entry's name when the code has no preferred name", () => {
    const plain = createDestinationDirectory(countries, regions, new Map());
    expect(plansOf(sheet(['Hawaii', '5GB 7 Days', 15]), plain)[0]?.country).toBe('Hawaii');
    expect(plansOf(sheet(['Northern Cyprus', '5GB 7 Days', 15]), plain)[0]?.country).toBe(
      'Northern Cyprus',
    );
    // A bare code names the first entry that has it.
    expect(plansOf(sheet(['CY', '5GB 7 Days', 15]), plain)[0]?.country).toBe('Cyprus');
  });

  it.each([
    ['EU+', 'eu-plus', 'EU+'],
    ['eu-plus', 'eu-plus', 'EU+'],
    ['Europe Lite', 'europe-lite', 'Europe Lite'],
    ['europe-lite', 'europe-lite', 'Europe Lite'],
    ['Middle East & Africa', 'middle-east-africa', 'Middle East & Africa'],
    ['middle east and north africa', 'middle-east-north-africa', 'Middle East and North Africa'],
  ])('finds the region %j as %s', (cell, slug, name) => {
    expect(plansOf(sheet([cell, '3GB 7 Days', 20]))[0]).toMatchObject({
      destinationKey: slug,
      country: name,
    });
  });

  it("covers a region's first countryCount countries when column D is empty", () => {
    const [africa] = plansOf(sheet(['Africa', '3GB 7 Days', 24]));
    const shipped = catalogue.find((plan) => plan.id === 'africa-3gb-7d');
    expect(africa?.coveredCountries).toEqual(shipped?.coveredCountries);
    expect(africa?.countryCode).toBe(shipped?.countryCode);
    expect(africa?.coveredCountries).toHaveLength(12);
  });

  it("covers the first countryCount catalogue codes for a region of 'all' countries", () => {
    const [global] = plansOf(sheet(['Global', '3GB 7 Days', 25]));
    expect(global?.coveredCountries).toEqual(
      [...new Set(countries.map((c) => c.code))].slice(0, 105),
    );
  });

  it("uses the caller's current coverage of a region when given", () => {
    const withLive = createDestinationDirectory(countries, regions, preferredNames, liveCoverage);
    const [global] = plansOf(sheet(['Global', '3GB 7 Days', 25]), withLive);
    expect(global?.countryCode).toBe(
      catalogue.find((plan) => plan.id === 'global-3gb-7d')?.countryCode,
    );
  });

  it('takes the covered codes of column D: upper-cased, any separator, duplicates removed', () => {
    const [region] = plansOf(sheet(['Europe Lite', '3GB 7 Days', 10, 'fr, de;es it  FR']));
    expect(region).toMatchObject({
      coveredCountries: ['FR', 'DE', 'ES', 'IT'],
      countryCode: 'FR,DE,ES,IT',
    });
    const [country] = plansOf(sheet(['France', '3GB 7 Days', 10, 'FR MC']));
    expect(country).toMatchObject({ coveredCountries: ['FR', 'MC'], countryCode: 'FR' });
  });

  it('prefers the region when a name is both a region and a country', () => {
    const georgiaRegion: Region = {
      ...regions[0]!,
      name: 'Georgia',
      slug: 'georgia',
      countries: ['GE', 'AM'],
      countryCount: 2,
    };
    const both = createDestinationDirectory(countries, [georgiaRegion], preferredNames);
    expect(plansOf(sheet(['Georgia', '3GB 7 Days', 10]), both)[0]).toMatchObject({
      destinationKey: 'georgia',
      countryCode: 'GE,AM',
    });
  });

  it.each([
    [15, 15],
    ['15', 15],
    ['15.99', 15.99],
    ['$15.00', 15],
    [14.990000000001, 14.99],
    [10_000, 10_000],
    // The lowest price whose conversion at the shipped rates clears every card minimum (CHF).
    [0.63, 0.63],
  ])('reads the price %j as %d', (cell, price) => {
    expect(plansOf(sheet(['Spain', '5GB 7 Days', cell]))[0]?.price).toBe(price);
  });

  it.each([
    [null, false],
    ['', false],
    ['no', false],
    ['N', false],
    ['false', false],
    ['0', false],
    [false, false],
    [0, false],
    ['yes', true],
    ['Y', true],
    ['TRUE', true],
    ['1', true],
    [true, true],
    [1, true],
    ['Popular', true],
  ])('reads popular %j as %s', (cell, popular) => {
    expect(plansOf(sheet(['Spain', '5GB 7 Days', 15, null, cell]))[0]?.popular).toBe(popular);
  });

  it('stores the plan name trimmed with its whitespace collapsed, and the bundle name', () => {
    const [plan] = plansOf(
      sheet(['Spain', '  5GB \t 7   Days ', 15, null, 'yes', 'esim_5GB_7D_ES_V2']),
    );
    expect(plan).toMatchObject({ name: '5GB 7 Days', bundle: 'esim_5GB_7D_ES_V2', popular: true });
  });

  it('skips a header row and keeps the Excel row numbers', () => {
    const plans = plansOf(
      sheet(['Country', 'Plan', 'Price'], ['Spain', '5GB 7 Days', 15], ['France', '3GB 7 Days', 9]),
    );
    expect(plans.map((plan) => plan.row)).toEqual([2, 3]);
  });

  it('skips blank rows silently', () => {
    const rows = sheet(
      [],
      ['Spain', '5GB 7 Days', 15],
      [null, '  ', '', null],
      ['France', '3GB 7 Days', 9],
    );
    expect(plansOf(rows).map((plan) => plan.row)).toEqual([2, 4]);
  });

  it('reads a whole catalogue back into drafts that pass the plan schema and keep their ids', () => {
    const withLive = createDestinationDirectory(countries, regions, preferredNames, liveCoverage);
    const rows = sheet(
      ...catalogue.map((plan) => [
        plan.country,
        plan.name,
        plan.price,
        null,
        plan.popular ? 'yes' : 'no',
        plan.bundle ?? null,
      ]),
    );
    const drafts = plansOf(rows, withLive);
    expect(drafts).toHaveLength(catalogue.length);
    drafts.forEach((draft, index) => {
      const { destinationKey, idPart, row, ...fields } = draft;
      expect(draftSchema.parse(fields)).toEqual(fields);
      // eSIM Go's facts come at upload, not from the sheet.
      const { facts: _facts, ...sheetPlan } = catalogue[index]!;
      expect({ id: `${destinationKey}-${idPart}`, ...fields }).toEqual(sheetPlan);
      expect(row).toBe(index + 1);
    });
  });
});

/** A Spain row at USD 15 with explicit prices by column letter (H is EUR … P is HKD). */
function explicit(byColumn: Partial<Record<SheetColumn, unknown>>): unknown[] {
  const cells: unknown[] = ['Spain', '5GB 7 Days', 15];
  for (const [letter, value] of Object.entries(byColumn))
    cells[columnIndex(letter as SheetColumn)] = value;
  return cells;
}

describe('validatePlanRows: errors', () => {
  it.each([
    [[null, '5GB 7 Days', 15], 'A', 'Country or region is required'],
    [['Atlantis', '5GB 7 Days', 15], 'A', 'Unknown country or region "Atlantis"'],
    [['A'.repeat(80), '5GB 7 Days', 15], 'A', `Unknown country or region "${'A'.repeat(59)}…"`],
    [['Spain', null, 15], 'B', 'Plan name must give the data and the validity, like "5GB 7 Days"'],
    [
      ['Spain', 'Travel plan', 15],
      'B',
      'Plan name must give the data and the validity, like "5GB 7 Days"',
    ],
    [
      ['Spain', `5GB 7 Days ${'x'.repeat(100)}`, 15],
      'B',
      'Plan name can have at most 100 characters',
    ],
    [['Spain', '5GB 7 Days', null], 'C', 'Price must be a number, like 15 or 15.99'],
    [['Spain', '5GB 7 Days', 'fifteen'], 'C', 'Price must be a number, like 15 or 15.99'],
    [['Spain', '5GB 7 Days', '15 USD'], 'C', 'Price must be a number, like 15 or 15.99'],
    [['Spain', '5GB 7 Days', '1,000'], 'C', 'Price must be a number, like 15 or 15.99'],
    [['Spain', '5GB 7 Days', 0], 'C', 'Price must be more than 0 and at most 10,000'],
    [['Spain', '5GB 7 Days', '-5'], 'C', 'Price must be more than 0 and at most 10,000'],
    [['Spain', '5GB 7 Days', 10_000.01], 'C', 'Price must be more than 0 and at most 10,000'],
    [['Spain', '5GB 7 Days', 15.999], 'C', 'Price can have at most two decimals'],
    [
      ['Spain', '5GB 7 Days', 0.01],
      'C',
      'Price must be at least $0.50, the smallest amount a card payment can take',
    ],
    [['Spain', '5GB 7 Days', 15, 'FR, XX'], 'D', 'Unknown country code "XX"'],
    [['Spain', '5GB 7 Days', 15, 'USA'], 'D', 'Unknown country code "USA"'],
    [['Spain', '5GB 7 Days', 15, null, 'maybe'], 'E', 'Popular must be yes or no'],
    [['Spain', '5GB 7 Days', 15, null, 2], 'E', 'Popular must be yes or no'],
    [
      ['Spain', '5GB 7 Days', 15, null, null, 'esim 5GB'],
      'F',
      'Bundle name may use letters, digits, _ . and -',
    ],
    [
      ['Spain', '5GB 7 Days', 15, null, null, '<script>'],
      'F',
      'Bundle name may not contain < or >',
    ],
    [
      ['Spain', '5GB 7 Days', 15, null, null, 'b'.repeat(101)],
      'F',
      'Bundle name can have at most 100 characters',
    ],
    [
      ['Spain', '5GB 7 Days', 15, null, null, null, 'cheap'],
      'G',
      'Cost must be a number, like 9 or 9.45',
    ],
    [
      ['Spain', '5GB 7 Days', 15, null, null, null, -1],
      'G',
      'Cost must be 0 or more and at most 10,000',
    ],
    [
      ['Spain', '5GB 7 Days', 15, null, null, null, 9.125],
      'G',
      'Cost can have at most two decimals',
    ],
    [
      ['Spain', '5GB 7 Days', 15, null, null, null, '=1+1'],
      'G',
      'Cost must be a number, like 9 or 9.45',
    ],
    [explicit({ H: 'cheap' }), 'H', 'Price EUR must be a number, like 15 or 15.99'],
    [explicit({ H: 0 }), 'H', 'Price EUR must be more than 0 and at most 10,000'],
    [explicit({ H: 10_000.01 }), 'H', 'Price EUR must be more than 0 and at most 10,000'],
    [explicit({ H: 13.999 }), 'H', 'Price EUR can have at most two decimals'],
    [
      explicit({ H: 0.49 }),
      'H',
      'Price EUR must be at least €0.50, the smallest amount a card payment can take',
    ],
    [
      explicit({ I: 0.29 }),
      'I',
      'Price GBP must be at least £0.30, the smallest amount a card payment can take',
    ],
    [explicit({ M: 1490.5 }), 'M', 'Price JPY must be a whole number'],
    [explicit({ M: '1,490' }), 'M', 'Price JPY must be a number, like 1490'],
    [explicit({ M: 2_000_001 }), 'M', 'Price JPY must be more than 0 and at most 2,000,000'],
    [
      explicit({ M: 49 }),
      'M',
      'Price JPY must be at least ¥50, the smallest amount a card payment can take',
    ],
    [
      explicit({ P: 3.99 }),
      'P',
      'Price HKD must be at least HK$4.00, the smallest amount a card payment can take',
    ],
    [explicit({ P: '<b>' }), 'P', 'Price HKD may not contain < or >'],
  ])('refuses %j in column %s: %s', (cells, column, message) => {
    const result = errorsOf(sheet(['Country', 'Plan', 'Price'], cells));
    expect(result.errors).toEqual([{ row: 2, column, message }]);
    expect(result.errorCount).toBe(1);
  });

  it.each([
    [['</script><script>alert(1)</script> 5GB 7 Days'], 'B', 'Plan name may not contain < or >'],
    [['5GB 7 Days <img src=x onerror=alert(1)>'], 'B', 'Plan name may not contain < or >'],
    [['5GB 7 Days >'], 'B', 'Plan name may not contain < or >'],
    [
      ['5GB\u0000 7 Days'],
      'B',
      'Plan name may not contain control or invisible formatting characters',
    ],
    [
      ['5GB 7 Days \u202Eevil'],
      'B',
      'Plan name may not contain control or invisible formatting characters',
    ],
    [
      ['5GB\u200B 7 Days'],
      'B',
      'Plan name may not contain control or invisible formatting characters',
    ],
    [
      ['5GB 7 Days\u2028'],
      'B',
      'Plan name may not contain control or invisible formatting characters',
    ],
    [
      ['5GB 7 Days \u007F'],
      'B',
      'Plan name may not contain control or invisible formatting characters',
    ],
    [
      ['5GB 7 Days \uD800'],
      'B',
      'Plan name may not contain control or invisible formatting characters',
    ],
  ])(
    'refuses the markup or hidden characters of %j in column %s: %s',
    ([name], column, message) => {
      const result = errorsOf(sheet(['Country', 'Plan', 'Price'], ['Spain', name, 15]));
      expect(result.errors).toEqual([{ row: 2, column, message }]);
    },
  );

  it('checks every column for markup before reading it, with one message per cell', () => {
    const { errors } = errorsOf(
      sheet(
        ['Country', 'Plan', 'Price'],
        ['<b>Spain</b>', '5GB 7 Days', '<15>', 'FR<', 'yes>', '<bundle>'],
        ['Spain\u0007', '5GB 7 Days', 15],
      ),
    );
    expect(errors).toEqual([
      { row: 2, column: 'A', message: 'Country or region may not contain < or >' },
      { row: 2, column: 'C', message: 'Price may not contain < or >' },
      { row: 2, column: 'D', message: 'Covered countries may not contain < or >' },
      { row: 2, column: 'E', message: 'Popular may not contain < or >' },
      { row: 2, column: 'F', message: 'Bundle name may not contain < or >' },
      {
        row: 3,
        column: 'A',
        message: 'Country or region may not contain control or invisible formatting characters',
      },
    ]);
  });

  it('keeps the text people do write: &, quotes, backticks, braces, accents, tabs and line breaks', () => {
    const [plan] = plansOf(
      sheet(['Middle East & Africa', '"Pro" `fast` {5GB}\t7 Days\n(l\'été)', 15]),
    );
    expect(plan).toMatchObject({
      country: 'Middle East & Africa',
      name: '"Pro" `fast` {5GB} 7 Days (l\'été)',
    });
  });

  it('reports every bad cell of a row, in column order', () => {
    const { errors } = errorsOf(
      sheet(['Spain', '5GB 7 Days', 15], ['Atlantis', 'Travel plan', 'free', 'XX', 'maybe', 'a b']),
    );
    expect(errors.map((error) => `${error.row}${error.column}`)).toEqual([
      '2A',
      '2B',
      '2C',
      '2D',
      '2E',
      '2F',
    ]);
  });

  it('refuses the same plan twice on the later row, however it is spelled', () => {
    const { errors } = errorsOf(
      sheet(
        ['USA', '5GB 7 Days', 15],
        ['Spain', '5GB 7 Days', 15],
        ['us', '5 gb - 1 week', 16],
        ['Hawaii', '5120MB 7d', 17],
        ['Spain', '1.5GB 7 Days', 5],
        ['Spain', '1536MB 7 Days', 5],
      ),
    );
    expect(errors).toEqual([
      { row: 3, column: 'B', message: 'Same plan as row 1' },
      { row: 4, column: 'B', message: 'Same plan as row 1' },
      { row: 6, column: 'B', message: 'Same plan as row 5' },
    ]);
  });

  it('still spots a duplicate whose first row has another error', () => {
    const { errors } = errorsOf(
      sheet(['Spain', '5GB 7 Days', 'free'], ['Spain', '5GB 7 Days', 15]),
    );
    expect(errors).toEqual([
      { row: 1, column: 'C', message: 'Price must be a number, like 15 or 15.99' },
      { row: 2, column: 'B', message: 'Same plan as row 1' },
    ]);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'])(
    'treats the cell %j as an unknown destination, touching no object',
    (cell) => {
      const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
      const { errors } = errorsOf(
        sheet(['Spain', '5GB 7 Days', 15], [cell, '5GB 7 Days', 15, cell, cell, null]),
      );
      expect(errors.map((error) => error.column)).toEqual(['A', 'D', 'E']);
      expect(errors[0]?.message).toBe(`Unknown country or region "${cell}"`);
      expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    },
  );

  it(`returns at most ${MAX_REPORTED_ERRORS} errors, sorted by row, with the true count`, () => {
    const rows = sheet(
      ...Array.from({ length: 150 }, (_, index) => [
        'Spain',
        `${index + 1}GB 7 Days`,
        'free',
        null,
        'maybe',
      ]),
    );
    const result = errorsOf(rows);
    expect(result.errorCount).toBe(300);
    expect(result.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(result.errors.map((error) => error.row)).toEqual(
      Array.from({ length: 100 }, (_, index) => Math.floor(index / 2) + 1),
    );
  });

  it('returns no drafts when a single row is bad (all or nothing)', () => {
    const result = validatePlanRows(
      sheet(['Spain', '5GB 7 Days', 15], ['France', '5GB 7 Days', 0]),
      directory,
    );
    expect(result).not.toHaveProperty('plans');
  });

  it.each([
    ['an empty file', sheet()],
    ['a header only', sheet(['Country', 'Plan', 'Price'])],
    ['blank rows only', sheet([null, ''], [], ['  '])],
  ])('says the file has no plan rows for %s', (_, rows) => {
    expect(errorsOf(rows)).toEqual({
      ok: false,
      reason: 'invalid-rows',
      errors: [{ row: 1, column: null, message: 'The file has no plan rows' }],
      errorCount: 1,
    });
  });

  it('reads a first row with a price as a plan, not as a header', () => {
    const { errors } = errorsOf(sheet(['Atlantis', '5GB 7 Days', 15], ['Spain', '5GB 7 Days', 15]));
    expect(errors).toEqual([
      { row: 1, column: 'A', message: 'Unknown country or region "Atlantis"' },
    ]);
  });

  it('reads a first row naming a destination as a plan, not as a header', () => {
    const { errors } = errorsOf(sheet(['Spain', 'Plan', 'Price']));
    expect(errors.map((error) => error.column)).toEqual(['B', 'C']);
  });
});

describe('validatePlanRows: the optional Cost column (G)', () => {
  it('keeps a cost as a number, from a number or plain text, 0 included', () => {
    const plans = plansOf(
      sheet(
        ['Spain', '5GB 7 Days', 15, null, null, null, 9.45],
        ['France', '3GB 7 Days', 9, null, null, null, '$4.10'],
        ['Italy', '1GB 7 Days', 5, null, null, null, 0],
      ),
    );
    expect(plans.map((plan) => plan.cost)).toEqual([9.45, 4.1, 0]);
  });

  it('leaves the cost out when the cell is empty or the sheet has no column G (older sheets)', () => {
    const plans = plansOf(
      sheet(['Spain', '5GB 7 Days', 15, null, null, null, ''], ['France', '3GB 7 Days', 9]),
    );
    expect(plans.map((plan) => 'cost' in plan)).toEqual([false, false]);
  });
});

describe('validatePlanRows: prices in the other currencies (columns H to P)', () => {
  it('keeps explicit prices in minor units, yen whole, and none when the cells are empty', () => {
    const [priced, plain] = plansOf(
      sheet(explicit({ H: 13.99, I: '11.50', M: 1490, P: 78 }), ['France', '3GB 7 Days', 9]),
    );
    expect(priced?.prices).toEqual({ EUR: 1399, GBP: 1150, JPY: 1490, HKD: 7800 });
    expect(plain && 'prices' in plain).toBe(false);
  });

  it('refuses a USD price whose conversion falls below a card minimum, naming the currency', () => {
    const { errors } = errorsOf(sheet(['Spain', '5GB 7 Days', 0.5]));
    expect(errors).toEqual([
      {
        row: 1,
        column: 'C',
        message:
          'Price converts to €0.43 at 0.86 EUR to the US dollar, below the card minimum of €0.50: raise the price or set a Price EUR',
      },
      {
        row: 1,
        column: 'C',
        message:
          // Intl writes a no-break space after 'CHF'.
          'Price converts to CHF\u00a00.40 at 0.8 CHF to the US dollar, below the card minimum of CHF\u00a00.50: raise the price or set a Price CHF',
      },
      {
        row: 1,
        column: 'C',
        message:
          'Price converts to HK$3.89 at 7.78 HKD to the US dollar, below the card minimum of HK$4.00: raise the price or set a Price HKD',
      },
    ]);
  });

  it('takes that price once the currencies it is too low in have explicit prices', () => {
    const cells = ['Spain', '5GB 7 Days', 0.5];
    cells[columnIndex('H')] = 0.5;
    cells[columnIndex('N')] = 0.5;
    cells[columnIndex('P')] = 4;
    expect(plansOf(sheet(cells))[0]?.prices).toEqual({ EUR: 50, CHF: 50, HKD: 400 });
  });

  it('converts at the rates it is given', () => {
    const rates = { ...ratesInForce({}).rates, EUR: 1, CHF: 1, HKD: 7 };
    const result = validatePlanRows(sheet(['Spain', '5GB 7 Days', 0.57]), directory, rates);
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      'Price converts to HK$3.99 at 7 HKD to the US dollar, below the card minimum of HK$4.00: raise the price or set a Price HKD',
    ]);
  });
});
