import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';
import { $toasts } from './toast.store.ts';
import {
  parsePendingToast,
  PENDING_TOAST_KEY,
  queueToastForNextPage,
  showPendingToast,
} from './pending-toast.ts';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
  $toasts.set([]);
});
afterEach(() => vi.unstubAllGlobals());

describe('a toast queued for the next page', () => {
  test('is shown once on the next page, then forgotten', () => {
    queueToastForNextPage({
      title: 'Welcome back!',
      description: 'You have successfully signed in.',
    });
    showPendingToast();
    expect($toasts.get()).toMatchObject([
      { title: 'Welcome back!', description: 'You have successfully signed in.' },
    ]);
    expect(sessionStorage.getItem(PENDING_TOAST_KEY)).toBeNull();
    $toasts.set([]);
    showPendingToast();
    expect($toasts.get()).toEqual([]);
  });

  test('ignores stored values that are not a toast', () => {
    for (const raw of ['nope', '42', 'null', '{"description":"x"}', '{"title":""}'])
      expect(parsePendingToast(raw)).toBeUndefined();
    expect(parsePendingToast('{"title":"T","variant":"weird"}')).toEqual({
      title: 'T',
      description: undefined,
      variant: 'default',
    });
  });
});
