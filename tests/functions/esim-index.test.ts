import { describe, expect, test } from 'vitest';
import { findEsimOwner, indexEsimOwner } from '../../src/features/esims/esim-index.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { boughtEsim } from '../support/esimgo-callbacks.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { customer } = useCustomers({ customer: 'indexed@example.com' });

const completed = (overrides: Partial<OrderRecord>) =>
  ({
    id: 'ord-x',
    userId: 'user-x',
    provisioningStatus: 'completed',
    topUpOf: null,
    iccid: '8988000000000000002',
    ...overrides,
  }) as OrderRecord;

describe('the ICCID index (callbacks name only the ICCID)', () => {
  test('a delivered eSIM order is indexed by its ICCID with its order and customer', async () => {
    const { orderId, iccid } = await boughtEsim(customer.userId, 'pi_test_index1');
    expect(await findEsimOwner(iccid)).toEqual({ orderId, userId: customer.userId });
  });

  test('written once: a later order naming the same ICCID (a top-up, a re-run) does not take it over', async () => {
    await indexEsimOwner(completed({ id: 'ord-first', iccid: '8988000000000000003' }));
    await indexEsimOwner(completed({ id: 'ord-second', iccid: '8988000000000000003' }));
    expect(await findEsimOwner('8988000000000000003')).toEqual({
      orderId: 'ord-first',
      userId: 'user-x',
    });
  });

  test('a top-up or an order not completed writes nothing', async () => {
    await indexEsimOwner(
      completed({ id: 'ord-top-up', topUpOf: 'ord-first', iccid: '8988000000000000004' }),
    );
    await indexEsimOwner(
      completed({
        id: 'ord-pending',
        provisioningStatus: 'provisioning',
        iccid: '8988000000000000005',
      }),
    );
    expect(await findEsimOwner('8988000000000000004')).toBeNull();
    expect(await findEsimOwner('8988000000000000005')).toBeNull();
  });
});
