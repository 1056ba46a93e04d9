import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readShippedFile } from './shipped-file.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('a file shipped with the functions (netlify.toml included_files)', () => {
  test('is found from the project root, as locally and in tests', async () => {
    expect(JSON.parse(await readShippedFile('content/plans.json', root))).toEqual(
      expect.any(Array),
    );
  });

  test('is found from the functions folder too: the working directory a function may start in on Netlify', async () => {
    const fromFunctions = await readShippedFile('content/plans.json', `${root}/netlify/functions`);
    expect(fromFunctions).toBe(await readShippedFile('content/plans.json', root));
  });

  test('a file that was not shipped fails with its name and where to declare it', async () => {
    await expect(readShippedFile('content/missing.json', root)).rejects.toThrow(
      /content\/missing\.json.*included_files/,
    );
  });
});
