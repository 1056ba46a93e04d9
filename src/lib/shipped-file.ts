/**
 * Reads a file that ships beside the functions (netlify.toml `included_files`), not bundled in.
 * On Netlify a function may start in its own folder rather than the project root, so the file is
 * looked for from there and from each folder above it
 * (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const FOLDERS_UP = 3;

/** The file's text; throws naming the file when no folder holds it. */
export async function readShippedFile(
  relativePath: string,
  from: string = process.cwd(),
): Promise<string> {
  return (await readShippedBytes(relativePath, from)).toString('utf8');
}

/** The file's bytes (a font, say); throws naming the file when no folder holds it. */
export async function readShippedBytes(
  relativePath: string,
  from: string = process.cwd(),
): Promise<Buffer> {
  let folder = from;
  for (let level = 0; level <= FOLDERS_UP; level++) {
    try {
      return await readFile(join(folder, relativePath));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    folder = dirname(folder);
  }
  throw new Error(
    `${relativePath} was not shipped with this function (list it in netlify.toml [functions] included_files)`,
  );
}
