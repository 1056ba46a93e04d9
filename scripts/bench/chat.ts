/**
 * Bench for the chat assistant: how long from a click on the launcher to the visible dialog on
 * /faq (10 fresh pages, p50/p95), and whether any chat code is in /faq's up-front JavaScript.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { weighPage } from './page-weight.ts';
import { percentile } from './stats.ts';

const RUNS = 10;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Milliseconds from the launcher's click to the visible chat dialog, measured in the page. */
export async function measureChatOpen(baseUrl: string): Promise<{ p50: number; p95: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const timings: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage();
      await page.goto(new URL('/faq', baseUrl).href, { waitUntil: 'networkidle' });
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            const check = () => {
              const dialog = document.querySelector<HTMLElement>(
                '[role="dialog"][aria-labelledby="chat-title"]',
              );
              if (dialog?.checkVisibility()) resolve(performance.now() - start);
              else requestAnimationFrame(check);
            };
            document.querySelector<HTMLButtonElement>('[data-chat-launcher]')!.click();
            check();
          }),
      );
      timings.push(elapsed);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/** The chat's built chunks that /faq loads before any click (the target is none). */
export function chatScriptsLoadedUpFront(distDir: string): string[] {
  const chatChunks = new Set(
    readdirSync(join(distDir, '_astro'))
      .filter((file) =>
        /^(mount-chat|ChatPanel|use-chat-conversation|ChatComposer|ChatMessageItem)[.-]/.test(file),
      )
      .map((file) => `/_astro/${file}`),
  );
  return weighPage(distDir, '/faq').scripts.filter((url) => chatChunks.has(url));
}
