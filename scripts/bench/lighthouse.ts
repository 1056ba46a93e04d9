/** Lighthouse (mobile preset, the default) on the local Chromium against a running server. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Time to interactive: Lighthouse's 'interactive' audit (out of its score since v10, still measured). */
  ttiMs: number;
  tbtMs: number;
  cls: number;
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function runLighthouse(urls: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = runnerResult?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        ttiMs: Math.round(audit('interactive')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
      const failing = Object.values(lhr.audits).filter(
        (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
      );
      if (failing.length > 0)
        console.log(`  ${url}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
