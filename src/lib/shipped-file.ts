/**
 * Reads a file that ships beside the functions (netlify.toml `included_files`) instead of being
 * bundled into them. Locally the working directory is the project root; on Netlify a function
 * may start in its own folder (`netlify/functions`, seen as ENOENT on `/var/task/netlify/...`
 * in other projects), so the file is looked for from there and from each folder above it.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const FOLDERS_UP = 3;

/** The file's text; throws naming the file when no folder holds it. */
export async function readShippedFile(relativePath: string, from: string = process.cwd()): Promise<string> {
  let folder = from;
  for (let level = 0; level <= FOLDERS_UP; level++) {
    try {
      return await readFile(join(folder, relativePath), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    folder = dirname(folder);
  }
  throw new Error(`${relativePath} was not shipped with this function (list it in netlify.toml [functions] included_files)`);
}
