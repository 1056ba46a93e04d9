import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
test(`incomplete`, async ({ page }) => {
  for (const path of ['/', '/countries', '/country/us', '/region/europe-lite', '/blog', '/signup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa']).analyze();
    for (const i of r.incomplete) for (const n of i.nodes.slice(0, 400)) {
      const c = [...n.any, ...n.all, ...n.none].find(c => c.message);
      console.log(`X ${path} ${c?.id} ${JSON.stringify(c?.data)?.slice(0,200)} ${n.target.join(' ')} :: ${n.html.slice(0, 140)}`);
    }
  }
});
