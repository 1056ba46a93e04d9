import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
async function scan(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
  for (const v of violations) for (const n of v.nodes) console.log(`V ${label} ${v.id} ${n.target.join(' ')} :: ${([...n.any, ...n.all, ...n.none].map(c => c.message).find(Boolean) ?? '').slice(0, 200)}`);
  console.log(`DONE ${label} ${violations.length}`);
}
test.use({ reducedMotion: 'reduce' });
for (const theme of ['light', 'dark']) test(`extra ${theme}`, async ({ page }) => {
  await page.addInitScript((t) => { try { localStorage.setItem('theme', t); } catch {} }, theme);
  for (const p of ['/region/asia', '/region/europe-lite', '/region/global', '/country/jp', '/country/gb', '/country/fr']) { await page.goto(p); await scan(page, `${theme} ${p}`); }
});
