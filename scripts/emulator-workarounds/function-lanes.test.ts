import { describe, expect, test } from 'vitest';
import { createFunctionLanes } from './function-lanes.ts';

const lanes = await createFunctionLanes(new URL('../../netlify/functions/', import.meta.url));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('which function a call reaches', () => {
  test('as the emulator matches: literal paths, parameters, case and a trailing slash', () => {
    expect(lanes.functionFor('/api/orders', 'GET')).toBe('orders');
    expect(lanes.functionFor('/api/orders/', 'GET')).toBe('orders');
    expect(lanes.functionFor('/API/Auth/User', 'GET')).toBe('auth-user');
    expect(lanes.functionFor('/api/plans/US', 'GET')).toBe(lanes.functionFor('/api/plans/FR', 'GET'));
    expect(lanes.functionFor('/countries', 'GET')).toBeUndefined();
  });
});

describe('one call at a time per function', () => {
  test('a second call to the same function starts only after the first has answered', async () => {
    const events: string[] = [];
    const firstMayEnd = deferred();
    const first = lanes.run('orders', async () => {
      events.push('first starts');
      await firstMayEnd.promise;
      events.push('first ends');
    });
    const second = lanes.run('orders', async () => {
      events.push('second starts');
    });
    const other = lanes.run('auth-user', async () => {
      events.push('other function starts');
    });
    await other;
    expect(events).toEqual(['first starts', 'other function starts']);
    firstMayEnd.resolve();
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'other function starts', 'first ends', 'second starts']);
  });

  test('a call that fails does not block the next one, and the caller gets the failure', async () => {
    const failed = lanes.run('orders', async () => {
      throw new Error('worker crashed');
    });
    const next = lanes.run('orders', async () => 'answered');
    await expect(failed).rejects.toThrow('worker crashed');
    await expect(next).resolves.toBe('answered');
  });
});
