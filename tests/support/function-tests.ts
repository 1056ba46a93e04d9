/**
 * Each function in netlify/functions/ and netlify/edge-functions/ with the feature folders its
 * module imports and the test files that import that module themselves (a call through a shared
 * helper in tests/support/ does not count). Read by tests/architecture.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { codeFiles } from './folder-graph.ts';

const root = join(import.meta.dirname, '../..');

interface FunctionRow {
  /** The file's name without its extension; an edge function's carries ' (edge)'. */
  name: string;
  /** Folders under src/features/ its module imports, as paths from there (`admin/orders`). */
  features: string[];
  /** Test files, from the repository root, that import its module. */
  tests: string[];
}

/** The repository paths `path` imports through relative specifiers, read by TypeScript's scanner. */
function importedPaths(path: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(root, path), 'utf8'), true, true);
  return importedFiles
    .map((file) => file.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(root, join(root, dirname(path), specifier)));
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The functions' rows, in the order of their names. */
export function functionRows(): FunctionRow[] {
  const modules = [
    ...readdirSync(join(root, 'netlify/functions'))
      .filter((file) => file.endsWith('.mts'))
      .map((file) => ({ name: file.replace(/\.mts$/, ''), path: `netlify/functions/${file}` })),
    ...readdirSync(join(root, 'netlify/edge-functions'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({
        name: `${file.replace(/\.ts$/, '')} (edge)`,
        path: `netlify/edge-functions/${file}`,
      })),
  ];
  const tests = codeFiles(['src', 'tests', 'scripts'])
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => ({ path, imports: new Set(importedPaths(path)) }));
  return modules
    .map(({ name, path }) => ({
      name,
      features: sorted(
        importedPaths(path)
          .filter((imported) => imported.startsWith('src/features/'))
          .map((imported) => dirname(imported).slice('src/features/'.length)),
      ),
      tests: sorted(tests.filter(({ imports }) => imports.has(path)).map((test) => test.path)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A test file as the table writes it: by its name alone when it is in tests/functions/. */
const testCell = (path: string) => path.replace(/^tests\/functions\//, '');

/** A row's three cells as ARCHITECTURE.md writes them, backticks and all. */
export function rowCells({ name, features, tests }: FunctionRow): [string, string, string] {
  const list = (values: string[]) =>
    values.length === 0 ? 'none' : values.map((value) => `\`${value}\``).join(', ');
  const [file, edge] = name.split(' ');
  return [`\`${file}\`${edge ? ` ${edge}` : ''}`, list(features), list(tests.map(testCell))];
}
