/**
 * ARCHITECTURE.md checked against the code: each Blobs store and key family is opened only by the
 * modules its tables name, the folders import one another only as its Dependencies list says, and
 * each function's row names the features it imports and the test files that import it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { codeFiles, cyclesOf, folderEdges } from './support/folder-graph.ts';
import { functionRows, rowCells } from './support/function-tests.ts';

const root = join(import.meta.dirname, '..');
const architecture = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');

/** Production source files (tests excluded), as paths from the repository root, with their text. */
const sources = codeFiles(['src', 'netlify'])
  .filter((path) => !path.endsWith('.test.ts'))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** The rows of the markdown table that follows `heading`, as cells without their backticks. */
function tableAfter(heading: string): string[][] {
  expect(architecture, heading).toContain(heading);
  const section = architecture.slice(architecture.indexOf(heading));
  const table = section
    .slice(section.indexOf('\n|') + 1)
    .split('\n\n')[0]!
    .split('\n');
  return table.slice(2).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replaceAll('`', '')),
  );
}

/** store or family → the modules that match `pattern` (its first group is the store or family). */
function openers(pattern: RegExp): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { path, text } of sources) {
    for (const match of text.matchAll(pattern))
      found.set(match[1]!, (found.get(match[1]!) ?? new Set()).add(path));
  }
  return found;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('ARCHITECTURE.md: every Blobs store has its named owners', () => {
  const table = tableAfter('## Blobs stores');
  const named = new Map<string, Set<string>>();
  for (const [store, , , module] of table)
    named.set(store!, (named.get(store!) ?? new Set()).add(module!));

  test('each store is opened by exactly the modules the table names for it', () => {
    // A store is opened by name directly, or through the generic key-family helper.
    const opened = openers(/(?:openStore|storeFamily)\(\s*'([a-z-]+)'/g);
    expect(sorted(opened.keys())).toEqual(sorted(named.keys()));
    for (const [store, modules] of named)
      expect(sorted(opened.get(store) ?? []), store).toEqual(sorted(modules));
  });

  test('every store the code can name is in the table', () => {
    const storeNames = /export type StoreName =\s*([^;]+);/.exec(
      readFileSync(join(root, 'src/lib/blobs.ts'), 'utf8'),
    )![1]!;
    expect(
      sorted(
        storeNames
          .split('|')
          .map((name) => name.trim().replaceAll("'", ''))
          .filter(Boolean),
      ),
    ).toEqual(sorted(named.keys()));
  });

  test('only src/lib/blobs.ts calls getStore, and only the event-key counter, the key-family helper, the expiry index and the key walk open a store by a name they are given', () => {
    expect(
      sources.filter(({ text }) => /(?<![.\w])getStore\(/.test(text)).map(({ path }) => path),
    ).toEqual(['src/lib/blobs.ts']);
    const byGivenName = sources
      .filter(({ text }) => /openStore\((?!'|name: StoreName)/.test(text))
      .map(({ path }) => path);
    expect(sorted(byGivenName)).toEqual([
      'src/features/auth/event-keys.server.ts',
      'src/lib/expiry-index.ts',
      'src/lib/key-walk.ts',
      'src/lib/store-family.ts',
    ]);
    expect(architecture).toContain('`src/features/auth/event-keys.server.ts`');
    expect(architecture).toContain('`src/lib/store-family.ts`');
    expect(architecture).toContain('`src/lib/expiry-index.ts`');
    expect(architecture).toContain('`src/lib/key-walk.ts`');
  });
});

describe('ARCHITECTURE.md: every key family of the orders store has one owner', () => {
  const table = tableAfter('### Key families of the `orders` store');
  const owners = new Map(
    table.map(([family, , module]) => [family!.slice(0, family!.indexOf('/') + 1), module!]),
  );

  test('each family is asked for by exactly the module the table names', () => {
    const askedFor = openers(/ordersStoreFamily\(\s*'([a-z-]+\/)'/g);
    expect(sorted(askedFor.keys())).toEqual(sorted(owners.keys()));
    for (const [family, module] of owners)
      expect(sorted(askedFor.get(family) ?? []), family).toEqual([module]);
  });

  test('the families the code declares are the families in the table', () => {
    const store = readFileSync(join(root, 'src/features/orders/orders-store.server.ts'), 'utf8');
    const declared = /export type OrdersStoreFamily =\s*([^;]+);/.exec(store)![1]!;
    // Prettier writes a long union one member a line, each after a '|'.
    const families = declared
      .split('|')
      .map((family) => family.trim().replaceAll("'", ''))
      .filter(Boolean);
    expect(sorted(families.filter(Boolean))).toEqual(sorted(owners.keys()));
  });
});

describe('ARCHITECTURE.md: every key family of the esims store has one owner', () => {
  const table = tableAfter('### Key families of the `esims` store');
  const owners = new Map(
    table.map(([family, , module]) => [family!.slice(0, family!.indexOf('/') + 1), module!]),
  );

  test('each family is asked for by exactly the module the table names, and the store declares no other', () => {
    const askedFor = openers(/esimsStoreFamily\(\s*'([a-z-]+\/)'/g);
    expect(sorted(askedFor.keys())).toEqual(sorted(owners.keys()));
    for (const [family, module] of owners)
      expect(sorted(askedFor.get(family) ?? []), family).toEqual([module]);
    const store = readFileSync(join(root, 'src/features/esims/esims-store.server.ts'), 'utf8');
    const declared = /export type EsimsStoreFamily =\s*([^;]+);/.exec(store)![1]!;
    expect(
      sorted(
        declared
          .split('|')
          .map((family) => family.trim().replaceAll("'", ''))
          .filter(Boolean),
      ),
    ).toEqual(sorted(owners.keys()));
  });
});

describe('ARCHITECTURE.md: the folders depend one way, as its Dependencies section lists', () => {
  const edges = folderEdges(codeFiles(['src', 'netlify']));

  /** The `from → to, to…` lines of the fenced block under '## Dependencies', one edge each. */
  function listedEdges(): string[] {
    const section = architecture.slice(architecture.indexOf('## Dependencies'));
    const block = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    return block
      .split('\n')
      .filter((line) => line.includes(' → '))
      .flatMap((line) => {
        const [from, targets] = line.split(' → ') as [string, string];
        return targets.split(',').map((to) => `${from.trim()} → ${to.trim()}`);
      });
  }

  test('no folder reaches back into one that imports it, directly or round a loop', () => {
    expect(cyclesOf(edges.keys())).toEqual([]);
  });

  test('every edge between folders is listed, and every listed edge exists', () => {
    expect(architecture.includes('## Dependencies'), 'a section ## Dependencies').toBe(true);
    const listed = new Set(listedEdges());
    const unlisted = [...edges]
      .filter(([edge]) => !listed.has(edge))
      .map(([edge, why]) => `${edge} (${why})`);
    expect(unlisted, 'imports ARCHITECTURE.md does not list').toEqual([]);
    expect(
      sorted(listed).filter((edge) => !edges.has(edge)),
      'listed edges no import makes',
    ).toEqual([]);
  });
});

describe('ARCHITECTURE.md: each function with its features and the tests that import it', () => {
  /** What is wrong with a function's row, against the cells the code gives it. */
  function faultsOf(row: string[] | undefined, [, features, tests]: string[]): string[] {
    if (!row) return ['has no row'];
    const [listed, found] = [row[1]!, tests!].map((cell) => cell.split(', '));
    const faults = [
      ...(row[0] === features ? [] : [`its module imports from ${features}`]),
      ...listed!
        .filter((test) => !found!.includes(test))
        .map((test) => `${test} does not import it`),
      ...found!.filter((test) => !listed!.includes(test)).map((test) => `${test} imports it`),
    ];
    return faults.length > 0 ? faults : ['its cells are out of order'];
  }

  test('the table has one row per function, as the imports of its module and of the tests say', () => {
    const written = new Map(
      tableAfter('## Functions and their tests').map(([name, ...cells]) => [name!, cells]),
    );
    const wrong: string[] = [];
    for (const derived of functionRows()) {
      const cells = rowCells(derived);
      const expected = cells.map((cell) => cell.replaceAll('`', ''));
      const row = written.get(derived.name);
      written.delete(derived.name);
      if (row?.join('|') === expected.slice(1).join('|')) continue;
      const faults = faultsOf(row, expected).join('; ');
      wrong.push(`${derived.name}: ${faults}. Write its row as | ${cells.join(' | ')} |`);
    }
    for (const name of written.keys()) wrong.push(`${name}: no such function; delete its row`);
    expect(wrong, 'rows of ## Functions and their tests that disagree with the code').toEqual([]);
  });
});
