/**
 * The texts a visitor reads or hears on a built page in its own language: its text, its title and
 * description, and the labels given to assistive technology. Parts marked as written in another
 * language (`lang="en"` on a blog title, `lang="de"` on 'Deutsch' in the language links), names
 * marked `translate="no"` (phone models) and parts never shown (scripts, styles) are left out.
 */
import { Parser } from 'htmlparser2';

const HIDDEN = new Set(['script', 'style', 'template']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const SPOKEN_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];
const DESCRIBING_META = new Set(['description', 'og:title', 'og:description', 'twitter:title']);

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page's texts, each once. */
export function pageTexts(html: string): Set<string> {
  const texts = new Set<string>();
  /** Per open element: whether its content is left out. */
  const skipped: boolean[] = [];
  const isSkipped = () => skipped.at(-1) ?? false;
  let pageLang: string | undefined;
  const add = (text: string | undefined) => {
    const tidied = tidy(text ?? '');
    if (tidied) texts.add(tidied);
  };
  // The parser may hand one run of text in pieces (around an entity): a run ends at a tag.
  let run = '';
  const endRun = () => {
    if (!isSkipped()) add(run);
    run = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        endRun();
        if (name === 'html') pageLang = attributes.lang?.split('-')[0];
        const lang = attributes.lang?.split('-')[0];
        const skip =
          isSkipped() ||
          HIDDEN.has(name) ||
          attributes.translate === 'no' ||
          (lang !== undefined && lang !== pageLang);
        if (!skip) {
          for (const attribute of SPOKEN_ATTRIBUTES) add(attributes[attribute]);
          const meta = attributes.name ?? attributes.property;
          if (name === 'meta' && meta && DESCRIBING_META.has(meta)) add(attributes.content);
        }
        if (!VOID.has(name)) skipped.push(skip);
      },
      ontext(text) {
        run += text;
      },
      onclosetag(name) {
        endRun();
        if (!VOID.has(name)) skipped.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return texts;
}
