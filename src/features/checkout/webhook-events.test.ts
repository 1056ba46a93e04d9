import { describe, expect, test } from 'vitest';
import { readWebhookEvent } from './webhook-events.ts';

const paid = (object: unknown, id: unknown = 'evt_1') => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object },
});

describe('reading a signed Stripe event', () => {
  test('a paid intent gives its event and intent ids', () => {
    expect(
      readWebhookEvent(paid({ id: 'pi_test_0123456789abcdef', object: 'payment_intent' })),
    ).toEqual({
      ok: true,
      eventId: 'evt_1',
      paymentIntentId: 'pi_test_0123456789abcdef',
    });
  });

  test('another event type is acknowledged whatever its data', () => {
    expect(
      readWebhookEvent({
        id: 'evt_2',
        type: 'balance.available',
        data: { object: { object: 'balance' } },
      }),
    ).toEqual({
      ok: false,
      reason: 'not-a-payment',
    });
  });

  test.each([
    ['null', null],
    ['an array', []],
    ['no id', { type: 'payment_intent.succeeded', data: { object: { id: 'pi_test_0123456789' } } }],
    ['an id that is not a string', paid({ id: 'pi_test_0123456789' }, [])],
    ['an id outside evt_…', paid({ id: 'pi_test_0123456789' }, 'evt_../../x')],
    ['no data', { id: 'evt_3', type: 'payment_intent.succeeded' }],
    ['data that is not an object', { id: 'evt_3', type: 'payment_intent.succeeded', data: 0 }],
    ['an intent id of another shape', paid({ id: '../intent' })],
  ])('a signed body with %s is malformed, not a crash', (_name, event) => {
    expect(readWebhookEvent(event)).toEqual({ ok: false, reason: 'malformed' });
  });
});
