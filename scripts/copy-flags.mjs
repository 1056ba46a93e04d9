// Copies the flag-icons SVGs (4:3) into public/flags so flags are served by this site
// (docs/decisions/0026-departures-from-the-original-product.md).
import { cpSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../node_modules/flag-icons/flags/4x3/', import.meta.url));
const target = fileURLToPath(new URL('../public/flags/', import.meta.url));
mkdirSync(target, { recursive: true });
cpSync(source, target, { recursive: true });
