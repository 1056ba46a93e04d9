/**
 * The repository stands alone: no tracked file outside docs/ points at a document a clone does not
 * have (a design document, a spec by section number, a brief, shared notes, an issue number), every
 * citation of docs/ leads to a file and anchor that exist, and every path the documents name is
 * tracked (the rules are above that test).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { patternOf, pathsNamedIn } from './support/doc-paths.ts';

const root = join(import.meta.dirname, '..');

/** Tracked text files still on disk (a change in progress may have deleted one), by line. */
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path && existsSync(join(root, path)) && statSync(join(root, path)).isFile())
  .map((path) => ({ path, bytes: readFileSync(join(root, path)) }))
  .filter(({ bytes }) => !bytes.includes(0))
  .map(({ path, bytes }) => ({ path, lines: bytes.toString('utf8').split('\n') }));

// Each pattern is assembled from pieces so that this file does not cite what it looks for.
const join2 = (...parts: string[]) => parts.join('');
const outsideReferences: { what: string; pattern: RegExp }[] = [
  { what: 'the design document', pattern: new RegExp(join2('DESIGN', '\\.md')) },
  // Upper case only, as a whole word: `SOME_SPEC_TABLE` and Playwright's `*.spec.ts` are code.
  {
    what: 'the product spec',
    pattern: new RegExp(join2('\\bSP', 'EC\\b|\\b[Ss][Pp]', '[Ee][Cc]\\.md\\b')),
  },
  { what: 'a section number', pattern: new RegExp(String.fromCharCode(0xa7)) },
  { what: 'a brief', pattern: new RegExp(join2('\\bbriefs', '/')) },
  { what: 'shared notes', pattern: new RegExp(join2('/work', '/shared|\\.\\./', 'shared\\b')) },
  { what: 'an issue number', pattern: new RegExp(join2('\\biss', 'ues? #?\\d'), 'i') },
];

describe('the repository cites nothing a clone does not have', () => {
  test('no tracked file outside docs/ cites an outside document or an issue number', () => {
    const found: string[] = [];
    for (const { path, lines } of files) {
      if (path.startsWith('docs/')) continue;
      lines.forEach((line, index) => {
        const cites = outsideReferences
          .filter(({ pattern }) => pattern.test(line))
          .map(({ what }) => what);
        if (cites.length > 0)
          found.push(`${path}:${index + 1}: ${cites.join(', ')}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(
      found,
      `${found.length} references; cite docs/product.md or docs/decisions/ instead`,
    ).toEqual([]);
  });
});

/** The documents a newcomer reads: the root's three and everything under docs/. */
const documents = files.filter(
  ({ path }) =>
    ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md'].includes(path) ||
    (path.startsWith('docs/') && path.endsWith('.md')),
);

/** A markdown file's anchors: its `<a id>` anchors and (except in product.md) heading slugs. */
function anchorsOf(path: string): Set<string> {
  const text = readFileSync(join(root, path), 'utf8');
  const anchors = new Set([...text.matchAll(/<a id="([^"]+)"/g)].map((match) => match[1]!));
  // product.md promises its explicit anchors only: its headings may be reworded.
  if (path === 'docs/product.md') return anchors;
  for (const [, heading] of text.matchAll(/^#+\s+(.+)$/gm)) {
    anchors.add(
      heading!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replaceAll(' ', '-'),
    );
  }
  return anchors;
}

/** The file a docs/ path names; a bare record number (`decisions/0003`) names its record. */
function resolveDocsPath(path: string): string | undefined {
  if (existsSync(join(root, path))) return path;
  const record = /^docs\/decisions\/(\d{4})$/.exec(path);
  if (!record) return undefined;
  const name = readdirSync(join(root, 'docs/decisions')).find((file) =>
    file.startsWith(`${record[1]}-`),
  );
  return name && `docs/decisions/${name}`;
}

/** Where a citation leads, or why it leads nowhere. */
function checkCitation(target: string, anchor: string | undefined): string | undefined {
  const file = resolveDocsPath(target);
  if (!file) return 'no such file';
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md')) return 'an anchor in a file that is not markdown';
  return anchorsOf(file).has(anchor) ? undefined : `no anchor #${anchor} in ${file}`;
}

describe('citations of docs/ lead somewhere', () => {
  test('every docs/ path cited in the repository exists, with its anchor', () => {
    // `docs/<file>#<anchor>` from the root, `../docs/<file>` from the citing file; not `x/docs/`.
    const citation = /(?<![\w./-])((?:\.\.?\/)*)docs\/([\w./-]*[\w-])(?:#([\w-]+))?/g;
    const broken: string[] = [];
    for (const { path, lines } of files) {
      lines.forEach((line, index) => {
        for (const match of line.matchAll(citation)) {
          const [text, up, rest, anchor] = match;
          // A path running on into `…`, `*` or `<` is a pattern (`00NN-….md`), not a citation.
          if (/[…*<]/.test(line[match.index + text.length] ?? '')) continue;
          const target = up
            ? relative(root, join(root, dirname(path), up, 'docs', rest!))
            : `docs/${rest}`;
          const problem = target.startsWith('docs/')
            ? checkCitation(target, anchor)
            : 'outside the repository';
          if (problem) broken.push(`${path}:${index + 1}: ${text}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  test('every relative link in README, ARCHITECTURE, CONTRIBUTING and docs/ leads somewhere', () => {
    const link = /\]\((?!https?:|mailto:|\/)([^)#\s]*)(?:#([\w-]+))?\)/g;
    const broken: string[] = [];
    for (const { path, lines } of documents) {
      lines.forEach((line, index) => {
        for (const [text, to, anchor] of line.matchAll(link)) {
          const target = to ? relative(root, join(root, dirname(path), to)) : path;
          const problem = target.startsWith('..')
            ? 'outside the repository'
            : checkLink(target, anchor);
          if (problem) broken.push(`${path}:${index + 1}: ${text}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});

/** A relative link may lead into docs/, or to any other file with an anchor of a markdown file. */
function checkLink(target: string, anchor: string | undefined): string | undefined {
  if (target.startsWith('docs/') || target === 'docs') return checkCitation(target, anchor);
  if (!existsSync(join(root, target))) return 'no such file';
  if (anchor === undefined) return undefined;
  return anchorsOf(target).has(anchor) ? undefined : `no anchor #${anchor} in ${target}`;
}

/** The lines a check reads: the benchmarks' history is blanked, its files and figures are of then. */
const currentLines = (path: string, lines: string[]): string[] =>
  path === 'docs/benchmarks-history.md' ? [] : lines;

/** Files a document names as removed on purpose: `<document>: <token>`. */
const namedAsRemoved = new Set(['docs/decisions/0024-local-platform.md: function-lanes.ts']);

/** Tokens git ignores (build output, installs), asked of git once for the lot. */
function ignoredByGit(tokens: string[]): Set<string> {
  const run = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: root,
    input: tokens.join('\n'),
    encoding: 'utf8',
  });
  // Status 1: git ignores none of them.
  if (run.status !== 0 && run.status !== 1) throw new Error(`git check-ignore: ${run.stderr}`);
  return new Set(run.stdout.split('\n').filter(Boolean));
}

/**
 * A relative path inside an installed package (`astro/dist/core/csp/common.js`) is the package's.
 */
const inInstalledPackage = (token: string) =>
  token.includes('/') && existsSync(join(root, 'node_modules', token.split('/')[0]!));

/**
 * Which backticked text counts as a path, from tests/support/doc-paths.ts:
 * - `src/…`, `netlify/…`, `scripts/…`, `tests/…`, `content/…`, `docs/…`, `public/…`, `.ci/…`: from
 *   the root; a folder (trailing `/` or not) must hold a tracked file.
 * - a bare file name with a known extension (`throttle.server.ts`): some tracked file has that
 *   name; one starting with a dot is a kind of file (`.test.ts`), not checked.
 * - a relative path with an extension, or two segments and a trailing `/` (`orders/order.ts`):
 *   under src/features/, or else under src/.
 * - `*` and `…` match within one segment, `<name>` one whole segment, `NN` two digits; a bare
 *   name with a `<placeholder>` is a generated file name, not checked.
 * - not the repository's: text with spaces, URLs, routes (`/orders`), packages (`@netlify/dev`), a
 *   path inside an installed package (`astro/dist/…`), the Netlify CLI's `packages/…`, and what
 *   git ignores (build output and installs: `dist/`, `public/flags/`, `node_modules/`).
 * The folder tree in a fenced block (first line a folder) is read the same way, indented 2 a level,
 * and lists every folder of src/features/. What may name a file that is gone:
 * docs/benchmarks-history.md (each run as written on its day), and a record's note that it removed
 * a file (`namedAsRemoved`).
 */
describe('the documents name paths that exist', () => {
  test('every repository path in README, ARCHITECTURE, CONTRIBUTING and docs/ is tracked', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((path) => path && existsSync(join(root, path)));
    const missing: { where: string; token: string }[] = [];
    for (const { path, lines } of documents) {
      for (const { line, token, candidates } of pathsNamedIn(currentLines(path, lines))) {
        const found = candidates.some((candidate) => {
          const pattern = patternOf(candidate);
          return tracked.some((file) => pattern.test(file));
        });
        const exempt = namedAsRemoved.has(`${path}: ${token}`) || inInstalledPackage(token);
        if (!found && !exempt) missing.push({ where: `${path}:${line}`, token });
      }
    }
    const ignored = ignoredByGit(missing.map(({ token }) => token.replace(/#.*$/, '')));
    const stale = missing
      .filter(({ token }) => !ignored.has(token.replace(/#.*$/, '')))
      .map(({ where, token }) => `${where}: ${token}`);
    expect(stale, `${stale.length} paths name no tracked file`).toEqual([]);
  });

  test('the folder tree in docs/how-it-works.md lists every feature folder', () => {
    const lines = documents.find(({ path }) => path === 'docs/how-it-works.md')!.lines;
    const listed = pathsNamedIn(lines)
      .filter(({ inTree }) => inTree)
      .map(({ token }) => /^src\/features\/([^/]+)\/$/.exec(token)?.[1])
      .filter((name) => name !== undefined);
    const folders = readdirSync(join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => name);
    expect(listed.sort()).toEqual(folders.sort());
  });
});
