/**
 * The one way pages read translated content: the entries of a collection in the page's language.
 * The collections hold every language under ids `<locale>/<id>` (content-files.ts).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { localizedId, unlocalizedId } from './content-files.ts';
import type { Locale } from './locales.ts';

/** The collections whose files have a translation per language. */
type LocalizedCollection = 'faq' | 'testimonials' | 'howItWorks' | 'installation' | 'legal';

/**
 * The entries of `collection` in `locale`, in the order of their file (entries without a key of
 * their own are keyed by position: '0', '1', …).
 */
export async function getLocalizedCollection<C extends LocalizedCollection>(
  collection: C,
  locale: Locale,
): Promise<CollectionEntry<C>[]> {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  const prefix = localizedId(locale, '');
  return entries
    .filter(({ id }) => id.startsWith(prefix))
    .sort((a, b) => positionOf(a.id) - positionOf(b.id));
}

/** Entry `id` of `collection` in `locale`; a missing one is a build error, not an empty page. */
export async function getLocalizedEntry<C extends LocalizedCollection>(
  collection: C,
  id: string,
  locale: Locale,
): Promise<CollectionEntry<C>> {
  const entry = await getEntry(collection, localizedId(locale, id));
  if (!entry) throw new Error(`No entry "${id}" in ${collection} for ${locale}`);
  return entry as CollectionEntry<C>;
}

/** A positional entry's place in its file; entries keyed by name keep the order they came in. */
function positionOf(id: string): number {
  const position = Number(unlocalizedId(id));
  return Number.isInteger(position) ? position : 0;
}
