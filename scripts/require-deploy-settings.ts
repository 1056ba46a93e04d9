/**
 * `npm run build`'s first step (the build Netlify runs for a deploy; `npm start` builds with
 * `build:site` and skips it): refuses settings meant for the test suite only, before anything is
 * built.
 */
import { passwordHashCost, providerCallPace } from '../src/lib/env.ts';

try {
  passwordHashCost();
  providerCallPace();
} catch (error) {
  console.error(
    `\n  Roamly cannot be built for a deploy. ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
