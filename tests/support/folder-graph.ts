/**
 * The folder graph of the code, derived from its imports: which folder (a feature, the UI kit,
 * src/lib, the pages, the functions…) imports from which. Read by tests/architecture.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '../..');

/**
 * Every .ts, .tsx, .mts and .astro file under `folders`, tests included, as paths from the root.
 */
export function codeFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|astro)$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
}

/** The script parts of an .astro file: its frontmatter and the bodies of its <script> tags. */
function astroScripts(text: string): string[] {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  return [frontmatter, ...scripts.map((match) => match[1]!)];
}

/**
 * What `path` imports: `import … from`, `export … from`, side-effect imports and `import()`, read
 * by TypeScript's own scanner, so a path in a comment or a string is not taken for one.
 */
function importsOf(path: string): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  const parts = path.endsWith('.astro') ? astroScripts(text) : [text];
  return parts.flatMap((part) =>
    ts.preProcessFile(part, true, true).importedFiles.map((file) => file.fileName),
  );
}

/**
 * The folder a path belongs to, named as ARCHITECTURE.md names it: a feature by its name
 * (`orders` for src/features/orders; a console folder as `admin/<task>`), `src/components/<name>`, else the path's first two segments
 * (`src/lib`, `src/pages`, `netlify/functions`); a file at the top of `src/` is its own node, and
 * one elsewhere belongs to its top folder (`content` for content/plans.json).
 */
function folderOf(path: string): string {
  const parts = path.split('/');
  // The console is cut by task: each of its folders is a node (`admin/orders`).
  if (parts[2] === 'admin' && parts.length > 4) return `admin/${parts[3]}`;
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) return parts[2]!;
  const depth = parts[0] === 'src' && parts[1] === 'components' ? 3 : 2;
  if (parts.length > depth) return parts.slice(0, depth).join('/');
  return parts[0] === 'src' ? path : parts[0]!;
}

/**
 * Each `from → to` between two folders, with one import that makes it. Only relative imports
 * count (the project has no path aliases; packages are not folders), and not those of tests/,
 * the test helpers a test beside the code may use.
 */
export function folderEdges(files: string[]): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, join(root, dirname(file), specifier));
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to || to.startsWith('tests')) continue;
      if (!edges.has(`${from} → ${to}`))
        edges.set(`${from} → ${to}`, `${file} imports ${specifier}`);
    }
  }
  return edges;
}

/** The cycles of the graph, as `a → b → … → a`: the shortest through each node that is on one. */
export function cyclesOf(edges: Iterable<string>): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from, to] = edge.split(' → ') as [string, string];
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, low.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    if (part.length > 1) parts.push(part);
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  // Through each node of each part, its shortest cycle, written from its first node in order.
  const cycles = parts.flatMap((part) =>
    part.map((node) => {
      const cycle = shortestCycle(node, next, new Set(part)).slice(1);
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      return [...rotated, rotated[0]].join(' → ');
    }),
  );
  return [...new Set(cycles)].sort();
}

/** The shortest path from `start` back to itself inside `part`, by breadth-first search. */
function shortestCycle(start: string, next: Map<string, string[]>, part: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const to of next
      .get(node)!
      .filter((to) => part.has(to))
      .sort()) {
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      queue.push(to);
    }
  }
  return [start];
}
