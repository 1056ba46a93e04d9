/**
 * The demo shop's people: names from the countries our travellers come from, and e-mails at the
 * reserved example domains (no mail can ever reach a real person), the same for the same seed.
 */
import { sha256Hex } from '../../src/lib/hash.ts';

/** A generator of numbers in [0, 1), the same sequence for the same parts (mulberry32). */
export type Random = () => number;

export function randomOf(...parts: (string | number)[]): Random {
  let state = Number.parseInt(sha256Hex(`seed-demo:${parts.join(':')}`).slice(0, 8), 16);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, by `random`. */
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

const FIRST_NAMES = [
  ...['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'James', 'Sophia', 'Lucas', 'Mia', 'Ethan'],
  ...['Charlotte', 'Oliver', 'Amelia', 'Jack', 'Isla', 'Harry', 'Chloé', 'Hugo', 'Léa', 'Jules'],
  ...['Lena', 'Jonas', 'Hannah', 'Lukas', 'Zoë', 'Finn', 'Sofía', 'Mateo', 'Lucía', 'José'],
  ...['Giulia', 'Marco', 'Yuki', 'Haruto', 'Sakura', 'Min-jun', 'Ji-woo', 'Wei', 'Mei', 'Arjun'],
  ...['Priya', 'Rahul', 'Ana', 'João', 'Camila', 'Daan', 'Sanne', 'Oskar', 'Freja', 'Aroha'],
  ...['Chloe', 'Daniel', 'Grace', 'Samuel', 'Nora', 'Elias', 'Maya', 'Adam', 'Sara', 'Leo'],
];
const LAST_NAMES = [
  ...['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor'],
  ...['Clarke', 'Walker', 'Wright', 'Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Müller'],
  ...['Schmidt', 'Schneider', 'Fischer', 'Weber', 'García', 'Fernández', 'López', 'Martínez'],
  ...['Rossi', 'Russo', 'Ferrari', 'Bianchi', 'Tanaka', 'Suzuki', 'Sato', 'Watanabe', 'Kim'],
  ...['Park', 'Lee', 'Chen', 'Wang', 'Nguyen', 'Patel', 'Sharma', 'Singh', 'Silva', 'Santos'],
  ...['de Vries', 'Jansen', 'Andersson', 'Nielsen', 'Hansen', 'Kowalski', "O'Brien", 'Murphy'],
  ...['Cohen', 'Novak', 'Horvat', 'Papadopoulos', 'Yılmaz', 'Ngata', 'MacDonald', 'Kelly'],
];
const DOMAINS = ['example.com', 'example.net', 'example.org'];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
}

/** 'Zoë O'Brien' → 'zoeobrien': what a name gives an e-mail's local part. */
const asciiOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^$/, 'traveller');

/** `count` people, each e-mail used once. */
export function demoPeople(seed: number, count: number): DemoPerson[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const random = randomOf(seed, 'person', index);
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const [first, last] = [asciiOf(firstName), asciiOf(lastName)];
    const styles = [
      `${first}.${last}`,
      `${first}${last}`,
      `${first[0]}${last}`,
      `${first}.${last}${Math.floor(random() * 90) + 10}`,
    ];
    const domain = pick(random, DOMAINS);
    let local = pick(random, styles);
    if (taken.has(`${local}@${domain}`)) local = `${local}.${index}`;
    taken.add(`${local}@${domain}`);
    return { firstName, lastName, email: `${local}@${domain}` };
  });
}
