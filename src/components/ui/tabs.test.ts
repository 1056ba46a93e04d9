import { describe, expect, test } from 'vitest';
import { tabIndexForHash, tabIndexForKey } from './tabs.ts';

describe('tabIndexForKey', () => {
  test('Right moves to the next tab and wraps from the last to the first', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
  });

  test('Left moves to the previous tab and wraps from the first to the last', () => {
    expect(tabIndexForKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  test('Home and End jump to the first and the last tab', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
  });

  test('other keys leave the selection to the browser', () => {
    expect(tabIndexForKey('Enter', 1, 3)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 1, 3)).toBeNull();
  });
});

describe('tabIndexForHash', () => {
  test('a link to #android opens the tab whose key is android', () => {
    expect(tabIndexForHash(['iphone', 'android'], '#android')).toBe(1);
  });

  test('no hash, an unknown one or tabs without keys leave the default tab', () => {
    expect(tabIndexForHash(['iphone', 'android'], '')).toBeNull();
    expect(tabIndexForHash(['iphone', 'android'], '#windows')).toBeNull();
    expect(tabIndexForHash([undefined, undefined], '#undefined')).toBeNull();
  });
});
