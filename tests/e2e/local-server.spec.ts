import { expect, test } from '@playwright/test';

/**
 * Two shoppers' calls to one function overlap all the time (the orders page polls while a second
 * tab signs in). In the emulator the second call once loaded its code from the first call's
 * build folder after that folder was deleted, and answered 500. The local server now reuses one
 * bundle per function (scripts/emulator-workarounds/reuse-builds.ts) and lets calls overlap.
 */
test('overlapping calls to one function all get the function’s own answer', async ({ request }) => {
  test.setTimeout(120_000);
  const statuses: number[] = [];
  for (let round = 0; round < 6; round++) {
    const first = request.get('/api/orders');
    await new Promise((resolve) => setTimeout(resolve, 300 + round * 60));
    const second = request.get('/api/orders');
    for (const response of await Promise.all([first, second])) statuses.push(response.status());
  }
  expect(statuses).toEqual(Array(12).fill(401));
});
