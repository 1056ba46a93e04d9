/**
 * npm runs a dependency's install scripts only when package.json's `allowScripts` names the
 * package: every installed package with such a script is approved or denied there, so a fresh
 * `npm install` warns of none and a new one is a choice someone made.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const lifecycle = ['preinstall', 'install', 'postinstall'];

/** Every package folder under `modules`, nested node_modules included. */
function packagesUnder(modules: string): string[] {
  if (!existsSync(modules)) return [];
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const path = join(modules, entry.name);
      const packages = entry.name.startsWith('@')
        ? readdirSync(path).map((name) => join(path, name))
        : [path];
      return packages.flatMap((folder) => [folder, ...packagesUnder(join(folder, 'node_modules'))]);
    });
}

/** The names of installed packages that declare an install script. */
function packagesWithInstallScripts(): Set<string> {
  const names = new Set<string>();
  for (const folder of packagesUnder(join(root, 'node_modules'))) {
    const manifest = join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      scripts?: Record<string, string>;
    };
    if (name && lifecycle.some((script) => script in scripts)) names.add(name);
  }
  return names;
}

test('every dependency with an install script is approved or denied in allowScripts', () => {
  const { allowScripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  const named = new Set(Object.keys(allowScripts).map((entry) => entry.replace(/(?<=.)@.*$/, '')));
  const unnamed = [...packagesWithInstallScripts()].filter((name) => !named.has(name));
  expect(unnamed, 'add each to allowScripts: true if the shop needs its script').toEqual([]);
});

test('the shop runs the scripts of esbuild (its binary) and sharp (its prebuilt library)', () => {
  const { allowScripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    allowScripts: Record<string, boolean>;
  };
  expect(allowScripts).toMatchObject({ esbuild: true, sharp: true });
});
