/**
 * A content loader like Astro's `file()`, over a file and its translations: the entries of every
 * live language, each checked against the collection's schema, under ids `<locale>/<id>`. A
 * missing translation stops the build, so a language never shows English content by accident.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { contentFileIn, localizedId } from './content-files.ts';
import { LIVE_LOCALES } from './locales.ts';

/** What a parser makes of a file's text: its entries, each with the id it is known by. */
type ParseEntries = (text: string) => { id: string }[];

/** The entries of `fileName` ('content/faq.json') and of its translations, as `parse` reads them. */
export function localizedFile(fileName: string, parse: ParseEntries): Loader {
  const files = LIVE_LOCALES.map((locale) => ({ locale, path: contentFileIn(locale, fileName) }));

  async function sync({ config, store, parseData }: LoaderContext) {
    const root = fileURLToPath(config.root);
    const entries = [];
    for (const { locale, path } of files) {
      const filePath = join(root, path);
      if (!existsSync(filePath))
        throw new Error(`${path} is missing: every content file is translated into each language`);
      for (const { id, ...data } of parse(await readFile(filePath, 'utf8'))) {
        const key = localizedId(locale, id);
        entries.push({
          id: key,
          data: await parseData({ id: key, data, filePath }),
          filePath: path,
        });
      }
    }
    // Cleared only once every file has parsed and passed the schema.
    store.clear();
    for (const entry of entries) store.set(entry);
  }

  return {
    name: 'localized-file',
    async load(context) {
      await sync(context);
      const watched = files.map(({ path }) => join(fileURLToPath(context.config.root), path));
      context.watcher?.add(watched);
      context.watcher?.on('change', (changed) => {
        // While editing, a broken file is reported and the last good entries stay.
        if (watched.includes(changed))
          sync(context).catch((error: unknown) => context.logger.error(String(error)));
      });
    },
  };
}
