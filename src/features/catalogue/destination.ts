/**
 * Countries and regions: the records in content/ and the pure lookups over them.
 */
import * as z from 'zod';
import { countryCodeSchema } from './plan.ts';

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slugs are lower-case words joined by hyphens');
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const gradientSchema = z.object({ from: hexColour, to: hexColour });

export const countrySchema = z.object({
  name: z.string().min(1),
  slug: slugSchema,
  code: countryCodeSchema,
  aliases: z.array(slugSchema),
});
export type Country = z.infer<typeof countrySchema>;

export const regionSchema = z.object({
  name: z.string().min(1),
  slug: slugSchema,
  /** The count shown on region cards (docs/product.md#entity-region); the plans cover this many. */
  countryCount: z.number().int().positive(),
  /** The static list shown on the region screen; 'all' for the Global bundle. */
  countries: z.union([z.array(countryCodeSchema), z.literal('all')]),
  tagline: z.string().min(1),
  description: z.string().min(1),
  badge: z.string().min(1),
  culturalIcon: z.string().min(1),
  gradient: gradientSchema,
  pattern: z.enum(['dots', 'grid', 'waves', 'diagonal']),
});
export type Region = z.infer<typeof regionSchema>;

export const presentationSchema = z.object({
  monument: z.string().min(1),
  tagline: z.string().min(1),
  greeting: z.string().min(1),
  gradient: gradientSchema,
});
export type Presentation = z.infer<typeof presentationSchema>;

/** Lower-case, non-alphanumeric runs as one hyphen, no accents (docs/product.md#entity-country). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One entry per code (the first by name), for pages built once per country code. */
export function uniqueByCode(countries: readonly Country[]): Country[] {
  const seen = new Set<string>();
  return countries.filter((country) => !seen.has(country.code) && seen.add(country.code));
}

/** The region's static country list, expanding 'all' to every code. */
export function regionCountryCodes(region: Region, countries: readonly Country[]): string[] {
  return region.countries === 'all'
    ? uniqueByCode(countries).map((country) => country.code)
    : region.countries;
}
