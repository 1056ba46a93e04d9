/**
 * A country reached by another name: /country/usa and /countries/usa → /country/us, and the same
 * under a language, /fr/countries/usa → /fr/country/us. Written into dist/_redirects after the
 * build, not by Astro, which writes each rule twice: docs/decisions/0033-country-redirects.md.
 */
import { appendFile, readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { LIVE_LOCALES, localizedPath } from '../i18n/locales.ts';
import type { Country } from './destination.ts';

type CountryNames = Pick<Country, 'slug' | 'code' | 'aliases'>;

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
 * Each name in each live language, one rule each: Netlify matches a rule with or without the
 * trailing slash, so none is written twice. Every language is written even when the build renders
 * English only: the local emulator reads _redirects once, at start.
 */
function localizedRedirects(countries: CountryNames[]): [from: string, to: string][] {
  return englishRedirects(countries).flatMap(([from, to]) =>
    LIVE_LOCALES.map(
      (locale) => [localizedPath(locale, from), localizedPath(locale, to)] as [string, string],
    ),
  );
}

/** The _redirects lines, 301 each. */
export function countryRedirectRules(countries: CountryNames[]): string[] {
  return localizedRedirects(countries).map(([from, to]) => `${from} ${to} 301`);
}

/** The rules of content/countries.json, appended to dist/_redirects once the build is done. */
export function countryRedirects(countriesFile: URL): AstroIntegration {
  const countries = async (): Promise<CountryNames[]> =>
    JSON.parse(await readFile(countriesFile, 'utf8')) as CountryNames[];
  return {
    name: 'roamly:country-redirects',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        // `astro dev` serves no _redirects: there they are Astro's own.
        if (command === 'dev')
          updateConfig({
            redirects: Object.fromEntries(localizedRedirects(await countries())),
          });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const rules = countryRedirectRules(await countries());
        await appendFile(new URL('_redirects', dir), `\n${rules.join('\n')}\n`);
        logger.info(`Wrote ${rules.length} country redirects to _redirects`);
      },
    },
  };
}
