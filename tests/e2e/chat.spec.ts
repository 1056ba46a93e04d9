import { expect, test, type Page } from '@playwright/test';

/** Every request path the page makes, so a spec can tell what loaded and when. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}
/** The chat island's entry chunk (the launcher's own small script is allowed up front). */
const isChatChunk = (path: string) => /\/mount-chat[.-]/.test(path);

test('the chat opens on a click, greets, offers six questions and answers one after about 800 ms', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  expect(requests.filter(isChatChunk), 'no chat code before the first click').toEqual([]);

  const launcher = page.getByRole('button', { name: 'Open chat' });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Roamly assistant' });
  await expect(chat).toBeVisible();
  expect(requests.filter(isChatChunk), 'the chat code loads on the click').toHaveLength(1);
  await expect(chat.getByLabel('Type your message')).toBeFocused();
  await expect(chat.getByText("Hi! I'm the Roamly assistant", { exact: false })).toBeVisible();
  const chips = chat.getByRole('list', { name: 'Quick questions' }).getByRole('button');
  await expect(chips).toHaveCount(6);

  // Timed in the page, from the click to the reply's link, so a busy test runner cannot skew it.
  await page.evaluate(() => {
    const timing: { clickedAt?: number; repliedAt?: number } = {};
    (window as unknown as { chatTiming: typeof timing }).chatTiming = timing;
    document.addEventListener('click', () => (timing.clickedAt ??= performance.now()), {
      capture: true,
    });
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"] a[href="/installation"]'))
        timing.repliedAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await chips.filter({ hasText: 'How do I install my eSIM?' }).click();
  await expect(chat.getByRole('log').getByText('How do I install my eSIM?')).toBeVisible();
  await expect(chat.getByRole('list', { name: 'Quick questions' })).toHaveCount(0);
  const guide = chat.getByRole('link', { name: /Installation guide/ });
  // No tighter limit than the suite's: the page times the 800 ms itself, below, and a busy machine
  // may paint late.
  await expect(guide).toBeVisible();
  const { clickedAt = 0, repliedAt = 0 } = await page.evaluate(
    () =>
      (window as unknown as { chatTiming: { clickedAt?: number; repliedAt?: number } }).chatTiming,
  );
  expect(repliedAt - clickedAt).toBeGreaterThanOrEqual(750);
  await expect(guide).toHaveAttribute('href', '/installation');
  expect(
    requests.filter((path) => path.startsWith('/api/')),
    'the chat is local',
  ).toEqual([]);
});

test('an unknown question gets the fallback, and support promises an e-mail within 2 hours', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  const apiBefore = requests.filter((path) => path.startsWith('/api/')).length;
  await page.getByRole('button', { name: 'Open chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Roamly assistant' });
  const input = chat.getByLabel('Type your message');
  await input.fill('Tell me a joke');
  await input.press('Enter');
  await expect(input).toHaveValue('');

  await expect(chat.getByRole('link', { name: 'Visit Contact Page' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await chat.getByRole('button', { name: 'Talk to Support Team' }).click();
  await expect(chat.getByText(/reply to you by e-mail within 2 hours/)).toBeVisible();
  expect(requests.filter((path) => path.startsWith('/api/')).length, 'no call while chatting').toBe(
    apiBefore,
  );
});

test('keyboard: Shift+Enter breaks the line, blank text cannot be sent, Escape closes back to the button', async ({
  page,
}) => {
  await page.goto('/faq');
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Roamly assistant' });
  const input = chat.getByLabel('Type your message');
  const send = chat.getByRole('button', { name: 'Send' });

  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(1);

  await input.fill('first line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('first line\nsecond line');
  await expect(chat.getByRole('log').getByRole('listitem')).toHaveCount(1);
  await expect(send).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();

  // Reopening keeps the conversation and the unsent text.
  await launcher.click();
  await expect(chat).toBeVisible();
  await expect(input).toHaveValue('first line\nsecond line');
});

test('minimise and close hide the panel and keep the conversation', async ({ page }) => {
  await page.goto('/faq');
  const launcher = page.getByRole('button', { name: 'Open chat' });
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Roamly assistant' });
  await chat.getByRole('button', { name: 'Is my phone compatible?' }).click();
  await expect(chat.getByRole('link', { name: /Check your device/ })).toBeVisible();

  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(chat).toBeHidden();
  await launcher.click();
  await expect(chat.getByRole('link', { name: /Check your device/ })).toBeVisible();

  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
});
