/**
 * Answers generated from an eSIM Go response schema, the same for the same seed: optional
 * properties sometimes left out, free text sometimes an undocumented word, each `oneOf` branch in
 * turn. Samples name their choices, and `choicesOf` all a schema offers, so tests show coverage.
 */
import type { Schema } from './esimgo-contract-document.ts';

/** Text the document's examples give each property, by property name (`bundleState` → `queued`). */
export type KnownWords = Map<string, string[]>;

export interface Sample {
  value: unknown;
  /** `order[].esims[].iccid: omitted`, `(body) oneOf 1` …: what this seed chose. */
  choices: string[];
}

/** A small, seedable generator (mulberry32). */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'zor',
  'bla',
  'quin',
  'vex',
  'dra',
  'mol',
  'tup',
  'rin',
  'gea',
  'ost',
  'ka',
  'lu',
];
const MAX_MS = 2 ** 41; // about the year 2039: milliseconds and byte counts stay plausible

/** Every string each property's examples hold, read from the whole document. */
export function collectKnownWords(document: unknown): KnownWords {
  const words: KnownWords = new Map();
  const add = (name: string, value: string) =>
    words.set(name, [...new Set([...(words.get(name) ?? []), value])]);
  const visit = (node: unknown, name: string, inExample: boolean): void => {
    if (typeof node === 'string' && inExample) add(name, node);
    if (Array.isArray(node)) node.forEach((item) => visit(item, name, inExample));
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' || key === 'value') visit(value, name, true);
      else visit(value, inExample || key !== 'properties' ? key : name, inExample);
    }
  };
  visit(document, '', false);
  return words;
}

/** One answer for `schema`, the same for the same seed. */
export function sampleFromSchema(schema: Schema, seed: number, words: KnownWords): Sample {
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const choices: string[] = [];

  const text = (name: string, spec: Schema): string => {
    if (Array.isArray(spec.enum)) return pick(spec.enum as string[]);
    if (spec.format === 'date-time') return dateTime(random);
    if (spec.format === 'date') return dateTime(random).slice(0, 10);
    const known = words.get(name) ?? [];
    const roll = random();
    if (known.length > 0 && roll < 0.45) return pick(known);
    if (roll < 0.8)
      return Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('');
    return String(Math.floor(random() * 1e9));
  };

  const generate = (spec: Schema, path: string, name: string): unknown => {
    const branches = (spec.oneOf ?? spec.anyOf) as Schema[] | undefined;
    if (branches) {
      const index = Math.floor(random() * branches.length);
      choices.push(`${path || '(body)'} oneOf ${index}`);
      return generate(branches[index]!, path, name);
    }
    switch (spec.type) {
      case 'object': {
        const required = (spec.required ?? []) as string[];
        const entries = Object.entries((spec.properties ?? {}) as Record<string, Schema>).flatMap(
          ([property, propertySpec]) => {
            const at = path ? `${path}.${property}` : property;
            if (required.includes(property))
              return [[property, generate(propertySpec, at, property)]];
            const present = random() < 0.5;
            choices.push(`${at}: ${present ? 'present' : 'omitted'}`);
            return present ? [[property, generate(propertySpec, at, property)]] : [];
          },
        );
        return Object.fromEntries(entries);
      }
      case 'array':
        return Array.from({ length: pick([0, 1, 1, 2]) }, () =>
          generate(spec.items as Schema, `${path}[]`, name),
        );
      case 'integer':
        return pick([
          0,
          1,
          Math.floor(random() * 1000),
          Math.floor(random() * 2 ** 31),
          Math.floor(random() * MAX_MS),
        ]);
      case 'number':
        return Math.round(random() * 10_000) / 100;
      case 'boolean':
        return random() < 0.5;
      default:
        return text(name, spec);
    }
  };

  return { value: generate(schema, '', ''), choices };
}

/**
 * Every choice `sampleFromSchema` can make for `schema`: each optional property both ways, each
 * branch.
 */
export function choicesOf(spec: Schema, path = ''): string[] {
  const branches = (spec.oneOf ?? spec.anyOf) as Schema[] | undefined;
  if (branches)
    return branches.flatMap((branch, index) => [
      `${path || '(body)'} oneOf ${index}`,
      ...choicesOf(branch, path),
    ]);
  if (spec.type === 'array') return choicesOf(spec.items as Schema, `${path}[]`);
  if (spec.type !== 'object') return [];
  const required = (spec.required ?? []) as string[];
  return Object.entries((spec.properties ?? {}) as Record<string, Schema>).flatMap(
    ([property, propertySpec]) => {
      const at = path ? `${path}.${property}` : property;
      const both = required.includes(property) ? [] : [`${at}: present`, `${at}: omitted`];
      return [...both, ...choicesOf(propertySpec, at)];
    },
  );
}

/**
 * An RFC 3339 time as eSIM Go writes them: with or without fractions (up to nanoseconds), Z or an
 * offset.
 */
function dateTime(random: () => number): string {
  const iso = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 10 * 365 * 864e5))
    .toISOString()
    .slice(0, 19);
  const fraction = ['', '.1', '.34523', '.153875019'][Math.floor(random() * 4)]!;
  return `${iso}${fraction}${random() < 0.75 ? 'Z' : '+02:00'}`;
}
