/**
 * The language the shop writes to an address in: its account's; for an address with none, the
 * language it wrote to us in, else English.
 */
import { loadTranslator } from '../i18n/load-translator.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { findUserByEmail } from './users.server.ts';

/** The translator of the mails to `email` (a contact message's sender, a second sign-up). */
export async function translatorForAddress(email: string, fallback?: Locale): Promise<Translator> {
  const user = await findUserByEmail(email);
  return loadTranslator(user?.locale ?? fallback);
}
