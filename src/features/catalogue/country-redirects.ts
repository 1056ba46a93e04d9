/**
 * A country reached by another name: /country/usa and /countries/usa → /country/us, and the same
 * under a language, /fr/countries/usa → /fr/country/us. Written into dist/_redirects after the
 * build; why four rules per name, not 24: docs/decisions/0033-country-redirects.md.
 */
import { appendFile, readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { LIVE_LOCALES, localizedPath } from '../i18n/locales.ts';

interface CountryNames {
  slug: string;
  code: string;
  aliases: string[];
}

/** Each English address of a country by name, and its code page. */
function englishRedirects(countries: CountryNames[]): [from: string, to: string][] {
  return countries.flatMap(({ slug, code, aliases }) =>
    [slug, ...aliases].flatMap((name) =>
      ['country', 'countries'].map(
        (folder) => [`/${folder}/${name}`, `/country/${code.toLowerCase()}`] as [string, string],
      ),
    ),
  );
}

/**
 * The _redirects lines: the English address, then the same under any first segment. Netlify
 * matches a rule with or without the trailing slash, so none is written twice.
 */
export function countryRedirectRules(countries: CountryNames[]): string[] {
  return englishRedirects(countries).flatMap(([from, to]) => [
    `${from} ${to} 301`,
    `/:lang${from} /:lang${to} 301`,
  ]);
}

/** `astro dev` has no _redirects: the same addresses, one per live language, as Astro redirects. */
function devRedirects(countries: CountryNames[]): Record<string, string> {
  return Object.fromEntries(
    englishRedirects(countries).flatMap(([from, to]) =>
      LIVE_LOCALES.map((locale) => [localizedPath(locale, from), localizedPath(locale, to)]),
    ),
  );
}

/** The rules of content/countries.json, appended to dist/_redirects once the build is done. */
export function countryRedirects(countriesFile: URL): AstroIntegration {
  const countries = async (): Promise<CountryNames[]> =>
    JSON.parse(await readFile(countriesFile, 'utf8')) as CountryNames[];
  return {
    name: 'roamly:country-redirects',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ redirects: devRedirects(await countries()) });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const rules = countryRedirectRules(await countries());
        await appendFile(new URL('_redirects', dir), `\n${rules.join('\n')}\n`);
        logger.info(`Wrote ${rules.length} country redirects to _redirects`);
      },
    },
  };
}
