/**
 * The text catalogues, one per language, each assembled from one file per part of the shop.
 * English is the reference: every other catalogue has exactly its keys (a type error otherwise,
 * and a test checks the placeholders too).
 */
import type { LiveLocale } from '../locales.ts';
import { en } from './en/index.ts';

export type Messages = { readonly [K in keyof typeof en]: string };
export type MessageKey = keyof Messages;

/** A part of the catalogue in another language: the English part's keys, each translated. */
export type Translation<English> = { readonly [K in keyof English]: string };

export const CATALOGUES: Record<LiveLocale, Messages> = { en };
