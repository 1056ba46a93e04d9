/**
 * Content collections: the catalogue and the copy of the shop, each validated at build time. The
 * copy (FAQ, testimonials, guides, legal pages) holds every language, each file's translations
 * checked by the same schema; pages read one language through i18n/localized-content.ts.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import {
  countrySchema,
  presentationSchema,
  regionSchema,
} from './features/catalogue/destination.ts';
import { loadBuildCatalogue } from './features/catalogue/build-catalogue.ts';
import { ratesInForce, ratesSchema } from './features/currency/rates.ts';
import { planSchema } from './features/catalogue/plan.ts';
import { withRefundWindow } from './features/refunds/refund-window.ts';
import { localizedIdOfFile } from './features/i18n/content-files.ts';
import { localizedFile } from './features/i18n/localized-file-loader.ts';

/** Array files become entries keyed by a field of each item. */
function byField(field: string) {
  return (text: string) =>
    (JSON.parse(text) as Record<string, unknown>[]).map((item) => ({
      ...item,
      id: String(item[field]),
    }));
}

/** Array files without a natural key become entries keyed by position ('0', '1', …). */
function byPosition(text: string) {
  return (JSON.parse(text) as Record<string, unknown>[]).map((item, index) => ({
    ...item,
    id: String(index),
  }));
}

const countries = defineCollection({
  loader: file('content/countries.json', { parser: byField('slug') }),
  schema: countrySchema,
});

const regions = defineCollection({
  loader: file('content/regions.json', { parser: byField('slug') }),
  schema: regionSchema,
});

const presentation = defineCollection({
  loader: file('content/presentation.json'),
  schema: presentationSchema,
});

/** The live catalogue (Blobs) when the build can reach it, else content/plans.json. */
const plans = defineCollection({
  loader: {
    name: 'live-catalogue',
    load: async ({ store, parseData, logger }) => {
      const { catalogue, source } = await loadBuildCatalogue();
      logger.info(
        `${catalogue.plans.length} plans, catalogue version ${catalogue.version}, from ${source}`,
      );
      store.clear();
      for (const plan of catalogue.plans)
        store.set({ id: plan.id, data: await parseData({ id: plan.id, data: plan }) });
    },
  },
  schema: planSchema,
});

/** Which catalogue version the build rendered: written to /build-info.json for the admin page. */
const catalogueBuild = defineCollection({
  loader: {
    name: 'catalogue-build',
    load: async ({ store }) => {
      const { catalogue, source } = await loadBuildCatalogue();
      store.clear();
      store.set({
        id: 'current',
        data: {
          version: catalogue.version,
          planCount: catalogue.plans.length,
          source,
          rates: ratesInForce(catalogue).rates,
        },
      });
    },
  },
  schema: z.object({
    version: z.string(),
    planCount: z.number().int(),
    source: z.string(),
    /** The rates the pages' prices are converted at (the catalogue's own, or the shipped ones). */
    rates: ratesSchema,
  }),
});

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: 'content/blog' }),
  schema: z.object({
    title: z.string().min(1).max(90),
    excerpt: z.string().min(1).max(220),
    category: z.enum(['Guide', 'Travel', 'Tutorial', 'Comparison', 'Tips']),
    date: z.coerce.date(),
    readTime: z.string().regex(/^\d+ min read$/),
    image: z.string().startsWith('/blog/'),
    imageAlt: z.string().min(1),
  }),
});

/** Each page in every language: 'en/terms' from terms.md, 'fr/terms' from terms.fr.md. */
const legal = defineCollection({
  loader: glob({
    pattern: '*.md',
    base: 'content/legal',
    generateId: ({ entry }) => localizedIdOfFile(entry),
  }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1).max(160),
    updated: z.coerce.date(),
  }),
});

const faq = defineCollection({
  // Answers write the refund window as {refundWindowDays}: the number has one home.
  loader: localizedFile('content/faq.json', (text) => byPosition(withRefundWindow(text))),
  schema: z.object({ question: z.string().min(1), answer: z.string().min(1) }),
});

const testimonials = defineCollection({
  loader: localizedFile('content/testimonials.json', byPosition),
  schema: z.object({
    quote: z.string().min(1),
    author: z.string().min(1),
    verified: z.boolean(),
    image: z.string(),
  }),
});

const deviceSchema = z.object({
  name: z.string().min(1),
  compatible: z.boolean(),
  brand: z.string().optional(),
});
const devices = defineCollection({
  loader: file('content/devices.json', {
    parser: (text) =>
      Object.entries(JSON.parse(text) as Record<string, unknown>).map(([id, list]) => ({
        id,
        devices: list,
      })),
  }),
  schema: z.object({ devices: z.array(deviceSchema) }),
});

const stepSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });
const howItWorks = defineCollection({
  loader: localizedFile('content/pages/how-it-works.json', byPosition),
  schema: stepSchema,
});
const installation = defineCollection({
  loader: localizedFile('content/pages/installation.json', (text) => [
    { id: 'guide', ...(JSON.parse(text) as object) },
  ]),
  schema: z.object({
    iphone: z.array(stepSchema).length(5),
    android: z.array(stepSchema).length(5),
    important: z.array(z.string()),
    beforeYouFly: z.object({
      intro: z.string().min(1),
      iphone: z.array(stepSchema).length(5),
      android: z.array(stepSchema).length(5),
    }),
  }),
});

export const collections = {
  countries,
  regions,
  presentation,
  plans,
  catalogueBuild,
  blog,
  legal,
  faq,
  testimonials,
  devices,
  howItWorks,
  installation,
};
