/**
 * The repository paths a markdown document names: in inline code outside fenced blocks, and in a
 * folder tree (an untagged fenced block whose first line names a folder). The rule, for the
 * references test, is written beside the test that uses it.
 */

const rootFolders = ['src', 'netlify', 'scripts', 'tests', 'content', 'docs', 'public', '.ci'];
/** A file name: something before a known extension. */
const fileName =
  /[^/.]\.(?:ts|tsx|mts|mjs|cjs|js|astro|json|jsonc|md|yaml|yml|toml|css|svg|png|webp|txt|sh)$/;

/** A path a document names, in inline code or in a folder tree, and what it may mean. */
export type NamedPath = { line: number; token: string; candidates: string[]; inTree: boolean };

/** The tracked paths a token may mean, most likely first; none when it is not a repo path. */
export function candidatesFor(raw: string): string[] {
  const token = raw.replace(/^\.\//, '').replace(/#.*$/, '').replace(/:\d+$/, '');
  // Commands, URLs, routes and package names are not paths; `packages/…` are the Netlify CLI's.
  if (!token || /\s|:\/\//.test(token) || /^[@/]/.test(token)) return [];
  if (token.startsWith('packages/')) return [];
  if (rootFolders.includes(token.split('/')[0]!) && token.includes('/')) return [token];
  if (!token.includes('/')) {
    // A bare file name. Not one: a kind of file (`.ts`, `.test.ts`; so dot files are not checked),
    // a generated name with a <placeholder>.
    return fileName.test(token) && !/^\.|[<>]/.test(token) ? [`**/${token}`] : [];
  }
  // A relative path (`orders/order.ts`, `provisioning/providers/`) means a domain's file or a folder of
  // src/. One segment and a slash (`user/`) is as often a Blobs key prefix: not checked.
  const isFolder = /^[^/]+\/[^/]+.*\/$/.test(token);
  if (!fileName.test(token) && !isFolder) return [];
  return [`src/features/${token}`, `src/${token}`];
}

/** A path or pattern as a regular expression over tracked paths; a folder matches what it holds. */
export function patternOf(candidate: string): RegExp {
  const body = candidate
    .split(/(\*\*\/|\*|<[^>]*>|…|N{2,})/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part === '…') return '[^/]*';
      if (/^<[^>]*>$/.test(part)) return '[^/]+';
      // `00NN` is a record number: one digit per N.
      if (/^N{2,}$/.test(part)) return `\\d{${part.length}}`;
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}${candidate.endsWith('/') ? '.+' : '(?:/.+)?'}$`);
}

/** Inline-code paths outside fenced blocks, and the paths of a folder tree. */
export function pathsNamedIn(lines: string[]): NamedPath[] {
  const named: NamedPath[] = [];
  let fence: { tree: boolean; stack: { indent: number; folder: string }[] } | undefined;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (/^\s*```/.test(text)) {
      const tree = text.trim() === '```' && /^[\w.-]+\/\s/.test(lines[index + 1] ?? '');
      fence = fence ? undefined : { tree, stack: [] };
      return;
    }
    if (!fence) {
      for (const [, token] of text.matchAll(/`([^`]+)`/g)) {
        const candidates = candidatesFor(token!.trim());
        if (candidates.length > 0)
          named.push({ line, token: token!.trim(), candidates, inTree: false });
      }
    } else if (fence.tree) {
      named.push(...treeEntries(text, line, fence.stack));
    }
  });
  return named;
}

/** A path from the root written in a tree's description (`scripts/build-functions.ts`). */
const rootPathInProse =
  /(?<![\w/.@-])((?:src|netlify|scripts|tests|content|docs|public|\.ci)\/[\w./*-]*[\w/*])/g;

/**
 * One line of a folder tree: names at its indent (two spaces a level), then two spaces and a
 * description. A line indented deeper than one level below the last name continues a description.
 */
function treeEntries(
  text: string,
  line: number,
  stack: { indent: number; folder: string }[],
): NamedPath[] {
  const indent = text.search(/\S/);
  if (indent < 0) return [];
  const inProse = (prose: string) =>
    [...prose.matchAll(rootPathInProse)].map(([, path]) => ({
      line,
      token: path!,
      candidates: [path!],
      inTree: false,
    }));
  const parentIndent = stack.findLast((entry) => entry.indent < indent)?.indent ?? -2;
  if (indent > parentIndent + 2) return inProse(text);
  while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
  const parent = stack.map(({ folder }) => folder).join('');
  const [namesColumn, ...description] = text.trim().split(/\s{2,}/);
  const names = namesColumn!.split(' ');
  const folder = names.length === 1 && names[0]!.endsWith('/') ? names[0] : undefined;
  if (folder) stack.push({ indent, folder });
  const entries = names.map((name) => {
    const path = `${parent}${name}`;
    return { line, token: path, candidates: [path], inTree: true };
  });
  return [...entries, ...inProse(description.join('  '))];
}
