/**
 * Readers and writers of the plan sheet's fact columns (hotspot, validity start, networks, fair
 * use): an empty cell overrides nothing and the provider's fact stands. What a cell implies for
 * another column is checked by fact-row.ts once the row is read.
 */
import { networkGenerations, type NetworkGeneration } from '../../catalogue/network-generations.ts';
import type { CountryNetworks } from '../../catalogue/plan-facts.ts';
import { cellText, fail, ok, type CellResult } from './plan-cells.ts';

const YES = new Set(['yes', 'y', 'true', '1', 'allowed']);
const NO = new Set(['no', 'n', 'false', '0', 'not allowed']);
const MAX_OPERATORS = 12;
const MAX_OPERATOR_NAME = 60;
const MB_PER_GB = 1024;

/** Hotspot: yes or no; empty gives no override. */
export function readHotspot(cell: unknown): CellResult<boolean | undefined> {
  const word = cellText(cell).toLowerCase();
  if (word === '') return ok(undefined);
  if (YES.has(word)) return ok(true);
  if (NO.has(word)) return ok(false);
  return fail('Hotspot must be yes or no');
}

export const writeHotspot = (hotspot: boolean | undefined) =>
  hotspot === undefined ? '' : hotspot ? 'yes' : 'no';

type ValidityStart = 'first-connection' | 'installation';
const VALIDITY_WORDS = new Map<string, ValidityStart>([
  ['first connection', 'first-connection'],
  ['first-connection', 'first-connection'],
  ['connection', 'first-connection'],
  ['installation', 'installation'],
  ['install', 'installation'],
]);

/** Validity starts: 'first connection' or 'installation'. */
export function readValidityStart(cell: unknown): CellResult<ValidityStart | undefined> {
  const words = cellText(cell).toLowerCase().replace(/\s+/g, ' ');
  if (words === '') return ok(undefined);
  const start = VALIDITY_WORDS.get(words);
  return start ? ok(start) : fail('Validity starts must be "first connection" or "installation"');
}

export const writeValidityStart = (start: ValidityStart | undefined) =>
  start === undefined ? '' : start === 'first-connection' ? 'first connection' : 'installation';

/** One country's networks as written: `country` null when the cell named none ('Orange 5G'). */
export interface WrittenNetworks {
  country: string | null;
  operators: CountryNetworks['operators'];
}

/**
 * Networks: 'FR: Orange 5G, SFR 4G/5G; DE: Telekom 4G', or for a single-country plan
 * 'Orange 5G, SFR 4G'. A generation follows its operator's name (several with '/').
 */
export function readNetworks(
  cell: unknown,
  knowsCode: (code: string) => boolean,
): CellResult<WrittenNetworks[] | undefined> {
  const text = cellText(cell);
  if (text === '') return ok(undefined);
  const groups: WrittenNetworks[] = [];
  for (const group of text.split(';').map((part) => part.trim())) {
    if (group === '') continue;
    const prefixed = /^([A-Za-z]{2})\s*:(.*)$/.exec(group);
    const country = prefixed ? prefixed[1]!.toUpperCase() : null;
    if (country !== null && !knowsCode(country))
      return fail(`Networks: unknown country code "${country}"`);
    if (groups.some((earlier) => earlier.country === country))
      return fail(country ? `Networks name ${country} twice` : 'Networks: one list per country');
    const operators = readOperators(prefixed ? prefixed[2]! : group);
    if (!operators.ok) return operators;
    groups.push({ country, operators: operators.value });
  }
  return groups.length > 0 ? ok(groups) : ok(undefined);
}

function readOperators(list: string): CellResult<CountryNetworks['operators']> {
  const operators: CountryNetworks['operators'] = [];
  for (const written of list.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
    if (written === '') continue;
    if (written.includes(':'))
      return fail(
        'Networks: put a country code and a colon before each list, like "FR: Orange 5G"',
      );
    const words = written.split(' ');
    const generations = new Set<NetworkGeneration>();
    while (words.length > 1 && /^[2-5]G(\/[2-5]G)*$/i.test(words.at(-1)!))
      for (const generation of words.pop()!.toUpperCase().split('/'))
        generations.add(generation as NetworkGeneration);
    const name = words.join(' ');
    if (name.length > MAX_OPERATOR_NAME)
      return fail(`Networks: an operator name can have at most ${MAX_OPERATOR_NAME} characters`);
    operators.push({ name, generations: networkGenerations.filter((g) => generations.has(g)) });
  }
  if (operators.length === 0) return fail('Networks: name at least one operator per country');
  if (operators.length > MAX_OPERATORS)
    return fail(`Networks: at most ${MAX_OPERATORS} operators per country`);
  return ok(operators);
}

/** The cell readNetworks reads back; the country left out when it is the plan's only one. */
export function writeNetworks(
  networks: readonly CountryNetworks[] | undefined,
  singleCountry: string | null,
): string {
  if (!networks) return '';
  const operators = (entry: CountryNetworks) =>
    entry.operators
      .map(({ name, generations }) => [name, generations.join('/')].filter(Boolean).join(' '))
      .join(', ');
  const [only] = networks;
  if (networks.length === 1 && only!.country === singleCountry) return operators(only!);
  return networks.map((entry) => `${entry.country}: ${operators(entry)}`).join('; ');
}

/** Speed after fair use: '1 Mbps', '1.5 Mbit/s', '512 kbps'; in kbit/s. */
export function readFairUseSpeed(cell: unknown): CellResult<number | undefined> {
  const text = cellText(cell);
  if (text === '') return ok(undefined);
  const match = /^(\d+(?:\.\d+)?)\s*(m|k)(?:bps|bit\/s|b\/s)$/i.exec(text);
  const kbps = match ? Number(match[1]) * (match[2]!.toLowerCase() === 'm' ? 1000 : 1) : NaN;
  if (!Number.isInteger(kbps) || kbps <= 0 || kbps > 10_000_000)
    return fail('Speed after fair use must be a speed like "1 Mbps" or "512 kbps"');
  return ok(kbps);
}

export const writeFairUseSpeed = (kbps: number | undefined) =>
  kbps === undefined ? '' : kbps % 1000 === 0 ? `${kbps / 1000} Mbps` : `${kbps} kbps`;

/** Fair use per day: the daily data at full speed, '2 GB' or '500 MB'; in megabytes (1 GB = 1024). */
export function readFairUseThreshold(cell: unknown): CellResult<number | undefined> {
  const text = cellText(cell);
  if (text === '') return ok(undefined);
  const match = /^(\d+(?:\.\d+)?)\s*(gb|mb)$/i.exec(text);
  const mb = match ? Number(match[1]) * (match[2]!.toLowerCase() === 'gb' ? MB_PER_GB : 1) : NaN;
  if (!(mb >= 1 && mb <= 10_000_000))
    return fail('Fair use per day must be an amount like "2 GB" or "500 MB"');
  return ok(Math.round(mb));
}

export function writeFairUseThreshold(mb: number | null | undefined): string {
  if (mb === null || mb === undefined) return '';
  const gb = mb / MB_PER_GB;
  return Number.isInteger(gb * 100) ? `${gb} GB` : `${mb} MB`;
}
