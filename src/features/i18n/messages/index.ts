/**
 * The text catalogues, one per language, each assembled from one file per part of the shop.
 * English is the reference: every other catalogue has exactly its keys (a type error otherwise,
 * and a test checks the placeholders too).
 */
import type { LiveLocale, Locale } from '../locales.ts';
import { de } from './de/index.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { it } from './it/index.ts';
import { ja } from './ja/index.ts';

export type Messages = { readonly [K in keyof typeof en]: string };
export type MessageKey = keyof Messages;

/** A part of the catalogue in another language: the English part's keys, each translated. */
export type Translation<English> = { readonly [K in keyof English]: string };

/**
 * Every language's catalogue, live or not: the tests check each against the English before its
 * language goes live.
 */
export const TRANSLATIONS: Record<Locale, Messages> = { en, fr, de, es, it, ja };

/** The catalogues of the languages the site is built in. */
export const CATALOGUES: Record<LiveLocale, Messages> = { en, fr, de, es, it, ja };
