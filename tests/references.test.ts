/**
 * The repository stands alone: no tracked file outside docs/ points at a document a clone does not
 * have (a design document, a product spec by section number, a brief, shared notes, an issue
 * number), and every citation of docs/ leads to a file, and an anchor, that exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

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
  { what: 'the product spec', pattern: new RegExp(join2('\\bSP', 'EC\\b|\\b[Ss][Pp]', '[Ee][Cc]\\.md\\b')) },
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
        const cites = outsideReferences.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what);
        if (cites.length > 0) found.push(`${path}:${index + 1}: ${cites.join(', ')}: ${line.trim().slice(0, 100)}`);
      });
    }
    expect(found, `${found.length} references; cite docs/product.md or docs/decisions/ instead`).toEqual([]);
  });
});

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
  const name = readdirSync(join(root, 'docs/decisions')).find((file) => file.startsWith(`${record[1]}-`));
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
        for (const [text, up, rest, anchor] of line.matchAll(citation)) {
          const target = up ? relative(root, join(root, dirname(path), up, 'docs', rest!)) : `docs/${rest}`;
          const problem = target.startsWith('docs/') ? checkCitation(target, anchor) : 'outside the repository';
          if (problem) broken.push(`${path}:${index + 1}: ${text}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  test('every relative link inside docs/ leads to a file, and an anchor, that exists', () => {
    const link = /\]\((?!https?:|mailto:|\/)([^)#\s]*)(?:#([\w-]+))?\)/g;
    const broken: string[] = [];
    for (const { path, lines } of files) {
      if (!path.startsWith('docs/') || !path.endsWith('.md')) continue;
      lines.forEach((line, index) => {
        for (const [text, to, anchor] of line.matchAll(link)) {
          const target = to ? relative(root, join(root, dirname(path), to)) : path;
          const problem = target.startsWith('..') ? 'outside the repository' : checkLink(target, anchor);
          if (problem) broken.push(`${path}:${index + 1}: ${text}: ${problem}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});

/** A relative link inside docs/ may also lead to the README or ARCHITECTURE.md at the root. */
function checkLink(target: string, anchor: string | undefined): string | undefined {
  if (target.startsWith('docs/') || target === 'docs') return checkCitation(target, anchor);
  if (!existsSync(join(root, target))) return 'no such file';
  if (anchor === undefined) return undefined;
  return anchorsOf(target).has(anchor) ? undefined : `no anchor #${anchor} in ${target}`;
}
