/**
 * `npm run build`'s first step (the build Netlify runs for a deploy; `npm start` builds with
 * `build:site` and skips it): refuses settings meant for the test suite or for `npm start`'s quick
 * first build only, before anything is built.
 */
import { buildLanguages, passwordHashCost, providerCallPace } from '../src/lib/env.ts';

try {
  passwordHashCost();
  providerCallPace();
  if (buildLanguages() !== 'all')
    throw new Error(
      'Environment variable BUILD_LANGUAGES=en builds the English pages only: a deploy carries every language. Unset it.',
    );
} catch (error) {
  console.error(
    `\n  Roamly cannot be built for a deploy. ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
