/**
 * An island translates only the slice of the catalogue its page hands it, and a key missing from
 * that slice throws: the island would die on the one path that reads it. So each page must hand
 * its island every key that the island's modules name.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CATALOGUES } from './messages/index.ts';
import { pickMessages } from './translate.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const english = CATALOGUES.en;
const PLURAL_FORM = /\.(zero|one|two|few|many|other)$/;

/**
 * The island's own modules: `entry` and the code it imports (not its types), also on first use
 * (`import('./auth.ts')`: a form's schema, whose messages are keys), minus the catalogue.
 */
function modulesOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || entry.includes(join('features', 'i18n'))) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  const imports =
    /import\s+(?!type\b)[^;]*?from '(\.{1,2}\/[^']+\.tsx?)'|import\('(\.{1,2}\/[^']+\.tsx?)'\)/g;
  for (const [, path, lazyPath] of text.matchAll(imports))
    modulesOf(resolve(dirname(entry), (path ?? lazyPath)!), seen);
  return seen;
}

/** The catalogue keys the modules name: a plural text by its base ('esims.daysLeft'). */
function keysNamedIn(files: Set<string>): string[] {
  const bases = new Set(Object.keys(english).map((key) => key.replace(PLURAL_FORM, '')));
  const named = new Set<string>();
  for (const file of files) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/'([a-z][\w]*\.[\w.]+)'/g))
      if (bases.has(key!)) named.add(key!);
  }
  return [...named].sort();
}

/** The prefixes the page passes to islandTexts for `component`'s messages. */
function prefixesHandedTo(page: string, component: string): string[] {
  const text = readFileSync(join(root, page), 'utf8');
  const tag = new RegExp(`<${component}\\b[^>]*messages=\\{([^}]+)\\}`).exec(text)?.[1];
  const call = tag?.startsWith('islandTexts')
    ? tag
    : new RegExp(`const ${tag} = (islandTexts\\([^)]*\\))`).exec(text)?.[1];
  expect(call, `${page} hands ${component} its texts with islandTexts`).toBeDefined();
  return [...call!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

describe.each([
  ['src/pages/[...locale]/checkout/index.astro', 'Checkout', 'src/features/checkout/Checkout.tsx'],
  ['src/pages/[...locale]/orders.astro', 'OrdersList', 'src/features/my-orders/OrdersList.tsx'],
  [
    'src/pages/[...locale]/account.astro',
    'Subscriptions',
    'src/features/my-orders/Subscriptions.tsx',
  ],
  ['src/pages/[...locale]/contact.astro', 'ContactForm', 'src/features/support/ContactForm.tsx'],
  ['src/pages/[...locale]/signin.astro', 'SignInForm', 'src/features/auth/forms/SignInForm.tsx'],
  ['src/pages/[...locale]/signup.astro', 'SignUpForm', 'src/features/auth/forms/SignUpForm.tsx'],
  [
    'src/pages/[...locale]/forgot-password.astro',
    'ForgotPasswordForm',
    'src/features/auth/forms/ForgotPasswordForm.tsx',
  ],
  [
    'src/pages/[...locale]/reset-password.astro',
    'ResetPasswordForm',
    'src/features/auth/forms/ResetPasswordForm.tsx',
  ],
  [
    'src/pages/[...locale]/verify-email.astro',
    'VerifyEmail',
    'src/features/auth/forms/VerifyEmail.tsx',
  ],
  [
    'src/pages/[...locale]/withdraw/index.astro',
    'WithdrawalRequestForm',
    'src/features/withdrawal/WithdrawalRequestForm.tsx',
  ],
  [
    'src/pages/[...locale]/withdraw/confirm.astro',
    'WithdrawalConfirm',
    'src/features/withdrawal/WithdrawalConfirm.tsx',
  ],
  [
    'src/pages/[...locale]/account.astro',
    'AccountProfile',
    'src/features/auth/forms/AccountProfile.tsx',
  ],
  ['src/pages/[...locale]/account.astro', 'DataRights', 'src/features/data-rights/DataRights.tsx'],
  [
    'src/pages/[...locale]/account-reopen.astro',
    'ReopenAccount',
    'src/features/data-rights/ReopenAccount.tsx',
  ],
])('%s', (page, component, entry) => {
  test(`hands ${component} every text its modules read`, () => {
    const handed = pickMessages(english, ...prefixesHandedTo(page, component));
    const missing = keysNamedIn(modulesOf(join(root, entry))).filter(
      (key) => !(key in handed) && !(`${key}.other` in handed),
    );
    expect(missing).toEqual([]);
  });
});

/** The prefixes `component` writes into its `data-texts`, for a script that is not an island. */
function prefixesInDataTexts(component: string): string[] {
  const text = readFileSync(join(root, component), 'utf8');
  const call = /data-texts=\{JSON\.stringify\(\s*(islandTexts\([^)]*\))/.exec(text)?.[1];
  expect(call, `${component} writes its script's texts with islandTexts`).toBeDefined();
  return [...call!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

describe.each([
  ['src/features/support/chat/ChatLauncher.astro', 'src/features/support/chat/mount-chat.tsx'],
  ['src/features/support/DeviceChecker.astro', 'src/features/support/device-checker.client.ts'],
])('%s', (component, entry) => {
  test(`carries every text ${entry} reads`, () => {
    const carried = pickMessages(english, ...prefixesInDataTexts(component));
    const missing = keysNamedIn(modulesOf(join(root, entry))).filter(
      (key) => !(key in carried) && !(`${key}.other` in carried),
    );
    expect(missing).toEqual([]);
  });
});
