import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

// Netlify sets DEPLOY_ID in its builds. With it, the adapter's skew protection used to append
// ?dpl=<id> to the scripts a page names but not to the imports inside them, so browsers ran the
// shared stores twice and islands stopped sharing state (astro.config.mjs removes it).
test('a build with Netlify’s DEPLOY_ID names its scripts without a query', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'roamly-netlify-build-'));
  try {
    const build = spawnSync(
      join(root, 'node_modules', '.bin', 'astro'),
      ['build', '--outDir', outDir],
      {
        cwd: root,
        env: { ...process.env, DEPLOY_ID: 'deploy-123' },
        encoding: 'utf8',
      },
    );
    expect(build.status, build.stderr).toBe(0);
    const pages = readdirSync(outDir, { recursive: true }).filter((name) =>
      String(name).endsWith('.html'),
    );
    expect(pages.length).toBeGreaterThan(200);
    const withQuery = pages.filter((name) =>
      /\?dpl=/.test(readFileSync(join(outDir, String(name)), 'utf8')),
    );
    expect(withQuery).toEqual([]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}, 180_000);
