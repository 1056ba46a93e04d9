/**
 * A source file's module header: its first comment block, before any code (in an .astro file, of
 * its frontmatter), measured in characters of prose without comment markers or line breaks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

interface ModuleHeader {
  path: string;
  characters: number;
}

const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|astro)$/;

/** The prose of the comment block that opens `text`, markers and line breaks dropped. */
export function headerOf(text: string): string {
  const lines = text.split('\n');
  let index = lines[0]?.startsWith('#!') ? 1 : 0;
  if (lines[index]?.trim() === '---') index++;
  const prose: string[] = [];
  let inBlock = false;
  for (; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (inBlock) {
      inBlock = !line.includes('*/');
      prose.push(line.replace(/\*\/.*$/, '').replace(/^\*\s?/, ''));
    } else if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      prose.push(line.replace(/^\/\*+\s?/, '').replace(/\s*\*\/.*$/, ''));
    } else if (line.startsWith('//')) {
      prose.push(line.replace(/^\/\/+\s?/, ''));
    } else if (line !== '' || prose.length > 0) {
      break; // code, or the blank line that ends the first comment block
    }
  }
  return prose.join(' ').replace(/\s+/g, ' ').trim();
}

/** Every source file's header under `folders` (relative to `root`), longest first. */
export function moduleHeaders(root: string, folders: readonly string[]): ModuleHeader[] {
  const headers: ModuleHeader[] = [];
  for (const folder of folders) {
    for (const name of readdirSync(join(root, folder), { recursive: true })) {
      const path = join(folder, String(name));
      if (!SOURCE.test(path) || path.includes('node_modules')) continue;
      let text: string;
      try {
        text = readFileSync(join(root, path), 'utf8');
      } catch {
        continue; // a folder whose name ends like a source file
      }
      headers.push({ path: relative(root, join(root, path)), characters: headerOf(text).length });
    }
  }
  return headers.sort((a, b) => b.characters - a.characters);
}
