/**
 * The second review's attack on eSIM Go usage callbacks (round 2, item 9), through the real
 * callback function and a local Blobs server: callbacks arriving out of order across two
 * assignments, and quantities at the edge of what a number can hold.
 */
import { beforeEach, describe, expect, test } from 'vitest';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findRecordedUsage } from '../../src/features/esims/usage-records.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { boughtEsim, firstUse, postCallback, utilisation } from '../support/esimgo-callbacks.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

let sequence = 0;
let iccid: string;

useLocalBlobs({
  env: { SITE_URL: 'https://roamly.example', ESIMGO_API_KEY: undefined },
  mute: ['warn'],
});
const { owner } = useCustomers({ owner: 'trust-usage-callbacks@example.com' });
beforeEach(async () => {
  ({ iccid } = await boughtEsim(owner.userId, `pi_test_trust_usage_${++sequence}`));
});

const FIRST_START = '2030-05-01T10:00:00Z';
const SECOND_START = '2030-05-05T10:00:00Z';

describe('callbacks of two assignments, out of order', () => {
  test("the used-up Utilisation of the first bundle, arriving after the next bundle's FirstUse, keeps the next bundle's times", async () => {
    // The first bundle runs out and the queued one starts at once: eSIM Go sends both, in no
    // promised order.
    const answers = [
      await postCallback(firstUse(iccid, SECOND_START, 7, 'asg-2')),
      await postCallback(utilisation(iccid, 1, 'asg-1', FIRST_START)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await findRecordedUsage(iccid)).toMatchObject({
      assignment: 'asg-2',
      startTime: SECOND_START,
      endTime: '2030-05-12T10:00:00.000Z',
    });
    recordAttack({
      round: 2,
      item: 9,
      attack: "a late callback of an older assignment replaces the running bundle's recorded days",
      tries: 2,
      outcome: 'no effect',
    });
  });

  test('a late callback of the older assignment without its times does not replace the running one either', async () => {
    const {
      startTime: _start,
      endTime: _end,
      ...withoutTimes
    } = utilisation(iccid, 1, 'asg-1').bundle!;
    await postCallback(firstUse(iccid, SECOND_START, 7, 'asg-2'));
    expect(
      (await postCallback({ iccid, alertType: 'Utilisation', bundle: withoutTimes })).status,
    ).toBe(200);
    expect(await findRecordedUsage(iccid)).toMatchObject({
      assignment: 'asg-2',
      startTime: SECOND_START,
    });
    recordAttack({
      round: 2,
      item: 9,
      attack: 'a late timeless callback of another assignment wipes the recorded times',
      tries: 2,
      outcome: 'no effect',
    });
  });
});

describe('quantities at the edge of a number', () => {
  test('1e308 bytes, a negative amount and a 400-digit string: answered, recorded as numbers, no mail says NaN or Infinity', async () => {
    const bundle = utilisation(iccid, 0.9).bundle!;
    const payloads = [
      {
        iccid,
        alertType: 'Utilisation',
        bundle: { ...bundle, initialQuantity: 1e308, remainingQuantity: 1e307 },
      },
      { iccid, alertType: 'Utilisation', bundle: { ...bundle, remainingQuantity: -1 } },
      {
        iccid,
        alertType: 'Utilisation',
        bundle: { ...bundle, remainingQuantity: '9'.repeat(400) },
      },
    ];
    const statuses = [];
    for (const payload of payloads)
      statuses.push((await postCallback(JSON.stringify(payload))).status);
    // The 400-digit string is no finite number: refused as a payload eSIM Go does not send, never a
    // 500.
    expect(statuses).toEqual([200, 200, 400]);
    const recorded = await findRecordedUsage(iccid);
    expect(Number.isFinite(recorded?.initialBytes)).toBe(true);
    expect(Number.isFinite(recorded?.remainingBytes)).toBe(true);
    const mails = await listOutbox({ to: 'trust-usage-callbacks@example.com', kind: 'usage-80' });
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toMatch(/NaN|Infinity|undefined/);
    recordAttack({
      round: 2,
      item: 9,
      attack: 'callback quantities of 1e308, -1 and a 400-digit string',
      tries: 3,
      outcome: 'refused',
    });
  });
});

describe('times at the edge of what the reader takes', () => {
  test('a FirstUse ending in year 9999 or year 0: answered, and its mail names whole days, never NaN or an invalid date', async () => {
    const edges = [
      {
        startTime: '9999-12-31T23:59:59-23:59',
        endTime: '9999-12-31T23:59:59-23:59',
        id: 'asg-far',
      },
      { startTime: '0000-01-01T00:00:00Z', endTime: '0000-01-01T00:00:00Z', id: 'asg-past' },
    ];
    for (const bundle of edges)
      expect((await postCallback({ iccid, alertType: 'FirstUse', bundle })).status).toBe(200);
    const mails = await listOutbox({ to: 'trust-usage-callbacks@example.com', kind: 'first-use' });
    const texts = mails.map((mail) => mail.text).filter((text) => /9999|\b0 days\b/.test(text));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/NaN|Invalid Date|Infinity/);
    recordAttack({
      round: 2,
      item: 9,
      attack: 'callback start and end times in year 9999 and year 0',
      tries: 2,
      outcome: 'no effect',
    });
  });
});
