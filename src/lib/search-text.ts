/**
 * Text as exact-key indexes store it: accents and case folded away, split into words of letters
 * and digits, so 'Zoë Müller' is found by 'zoe' and 'MULLER'.
 */

/** Latin letters that Unicode does not split into a base letter and an accent. */
const UNSPLIT_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** The words of `text`, folded: no accents, lower case, in order, each once. */
export function searchWordsOf(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðłþı]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter);
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0))];
}

/** One key for a phrase: its words joined by '-' ('Bosnia & Herzegovina' → 'bosnia-herzegovina'). */
export function searchKeyOf(text: string): string {
  return searchWordsOf(text).join('-');
}
