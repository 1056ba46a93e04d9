import { describe, expect, test } from 'vitest';
import { unknownAssignment } from '../../esim-provider/bundle-assignment-fixture.ts';
import { bundleStates } from '../../esim-provider/provider.ts';
import {
  bundlesListSchema,
  esimDetailsSchema,
  profileStateOf,
  toEsimUsage,
} from './esimgo-usage.server.ts';

const ICCID = '8944000000000000018';
const ORDER_REFERENCE = '3a6e2e40-c674-45e9-b289-b35027bf72a9';

/** One assignment as the v2.4 bundle list writes it. */
function assignment(overrides: Record<string, unknown> = {}) {
  return {
    id: '215009266',
    assignmentReference: `${ORDER_REFERENCE}-0`,
    callTypeGroup: 'data',
    initialQuantity: 5_000_000_000,
    remainingQuantity: 3_200_000_000,
    assignmentDateTime: '2024-12-11T10:47:00Z',
    bundleState: 'active',
    unlimited: false,
    startTime: '2024-12-12T08:00:00Z',
    endTime: '2024-12-19T08:00:00Z',
    ...overrides,
  };
}

const usageOf = (details: unknown, list: unknown) =>
  toEsimUsage(ICCID, esimDetailsSchema.parse(details), bundlesListSchema.parse(list));

describe('eSIM Go profile states', () => {
  test.each([
    ['Released', 'released'],
    ['Downloaded', 'downloaded'],
    ['Installed', 'installed'],
    ['Enabled', 'enabled'],
    ['Disabled', 'disabled'],
    ['Deleted', 'deleted'],
    ['Deactivated', 'deleted'],
    ['INSTALLED', 'installed'],
    [' released ', 'released'],
  ] as const)("reads '%s' as %s", (word, state) => {
    expect(profileStateOf(word)).toBe(state);
  });

  test.each(['Unavailable', 'Suspended', 'unknown', '', null, undefined])(
    "reads an unknown word (%s) as 'unknown'",
    (word) => {
      expect(profileStateOf(word)).toBe('unknown');
    },
  );
});

describe('eSIM Go usage answers', () => {
  test('maps the profile, first install and a bundle assignment to the port', () => {
    const usage = usageOf(
      { profileStatus: 'Installed', firstInstalledDateTime: 1723541877280 },
      { bundles: [{ name: 'esim_5GB_7D_US_V2', assignments: [assignment()] }] },
    );

    expect(usage).toEqual({
      iccid: ICCID,
      profileState: 'installed',
      firstInstalledAt: '2024-08-13T09:37:57.280Z',
      bundles: [
        {
          bundle: 'esim_5GB_7D_US_V2',
          assignmentId: '215009266',
          providerReference: ORDER_REFERENCE,
          state: 'active',
          initialBytes: 5_000_000_000,
          remainingBytes: 3_200_000_000,
          unlimited: false,
          assignedAt: '2024-12-11T10:47:00.000Z',
          startTime: '2024-12-12T08:00:00.000Z',
          endTime: '2024-12-19T08:00:00.000Z',
        },
      ],
    });
  });

  test.each(bundleStates)("reads the bundle state '%s' in any case", (state) => {
    const upper = state[0]!.toUpperCase() + state.slice(1);
    const usage = usageOf(
      { profileStatus: 'Released' },
      { bundles: [{ name: 'b', assignments: [assignment({ bundleState: upper })] }] },
    );
    expect(usage.bundles[0]!.state).toBe(state);
  });

  test("reads a bundle state it does not know (or none) as 'unknown', and the other bundles still read", () => {
    const usage = usageOf(
      { profileStatus: 'Enabled' },
      {
        bundles: [
          { name: 'paused', assignments: [assignment({ id: '1', bundleState: 'Paused' })] },
          { name: 'stateless', assignments: [assignment({ id: '2', bundleState: undefined })] },
          { name: 'running', assignments: [assignment({ id: '3', bundleState: 'Active' })] },
        ],
      },
    );
    expect(usage.bundles.map(({ bundle, state }) => ({ bundle, state }))).toEqual([
      { bundle: 'paused', state: 'unknown' },
      { bundle: 'stateless', state: 'unknown' },
      { bundle: 'running', state: 'active' },
    ]);
  });

  test('refuses a bundle state that is not text', () => {
    expect(
      bundlesListSchema.safeParse({
        bundles: [{ name: 'b', assignments: [assignment({ bundleState: 7 })] }],
      }).success,
    ).toBe(false);
  });

  test('never installed: no first install date, whether absent, null, 0 or empty', () => {
    for (const firstInstalledDateTime of [undefined, null, 0, '']) {
      expect(
        usageOf({ profileStatus: 'Released', firstInstalledDateTime }, { bundles: [] })
          .firstInstalledAt,
      ).toBeNull();
    }
  });

  test('reads the first install date as milliseconds (number or digits) or as an ISO string', () => {
    for (const value of [1723541877280, '1723541877280', '2024-08-13T09:37:57.280Z']) {
      expect(
        usageOf({ profileStatus: 'Installed', firstInstalledDateTime: value }, { bundles: [] })
          .firstInstalledAt,
      ).toBe('2024-08-13T09:37:57.280Z');
    }
    for (const garbage of ['yesterday', 1e20, '99999999999999999999']) {
      expect(
        esimDetailsSchema.safeParse({ profileStatus: 'Installed', firstInstalledDateTime: garbage })
          .success,
      ).toBe(false);
    }
  });

  test('puts bundles oldest first across bundle names, numeric ids breaking ties', () => {
    const usage = usageOf(
      { profileStatus: 'Enabled' },
      {
        bundles: [
          {
            name: 'esim_1GB_7D_US_V2',
            assignments: [
              assignment({
                id: 30,
                assignmentDateTime: '2024-12-13T00:00:00Z',
                bundleState: 'queued',
              }),
            ],
          },
          {
            name: 'esim_5GB_7D_US_V2',
            assignments: [
              assignment({ id: '100', assignmentDateTime: '2024-12-11T00:00:00Z' }),
              assignment({
                id: '99',
                assignmentDateTime: '2024-12-11T00:00:00Z',
                bundleState: 'depleted',
              }),
            ],
          },
        ],
      },
    );
    expect(usage.bundles.map((bundle) => bundle.assignmentId)).toEqual(['99', '100', '30']);
  });

  test('a bundle not started yet has no start or end time', () => {
    const usage = usageOf(
      { profileStatus: 'Released' },
      {
        bundles: [
          {
            name: 'b',
            assignments: [
              assignment({ bundleState: 'queued', startTime: undefined, endTime: null }),
            ],
          },
        ],
      },
    );
    expect(usage.bundles[0]).toMatchObject({ state: 'queued', startTime: null, endTime: null });
  });

  test('takes the reference as given when it is not an order reference with an item index', () => {
    const plain = usageOf(
      {},
      {
        bundles: [
          {
            name: 'b',
            assignments: [assignment({ assignmentReference: undefined, reference: 'ref-late' })],
          },
        ],
      },
    );
    expect(plain.bundles[0]!.providerReference).toBe('ref-late');
    expect(plain.profileState).toBe('unknown');
  });

  test('unlimited bundles keep their flag and never show negative data left', () => {
    const usage = usageOf(
      { profileStatus: 'Enabled' },
      {
        bundles: [
          { name: 'b', assignments: [assignment({ unlimited: true, remainingQuantity: -1 })] },
        ],
      },
    );
    expect(usage.bundles[0]).toMatchObject({ unlimited: true, remainingBytes: 0 });
  });

  test.each([
    ['no bundles list', {}],
    [
      'quantities as text',
      { bundles: [{ name: 'b', assignments: [assignment({ initialQuantity: '5GB' })] }] },
    ],
    [
      'an id that is neither text nor a number',
      { bundles: [{ name: 'b', assignments: [assignment({ id: { value: 1 } })] }] },
    ],
  ])('refuses %s', (_name, list) => {
    expect(bundlesListSchema.safeParse(list).success).toBe(false);
  });
});

describe('a bundle list with only what the specification promises (no field of an assignment is required)', () => {
  test('an assignment with no field at all reads as unknown values, not as an unreadable answer', () => {
    const usage = usageOf({}, { bundles: [{ assignments: [{}] }] });
    expect(usage.bundles).toEqual([unknownAssignment()]);
  });

  test('each missing field is unknown on its own; the others still read', () => {
    const usage = usageOf(
      { profileStatus: 'Enabled' },
      {
        bundles: [
          {
            name: 'esim_5GB_7D_US_V2',
            assignments: [
              assignment({ initialQuantity: undefined, startTime: undefined, endTime: undefined }),
              assignment({
                id: undefined,
                remainingQuantity: undefined,
                assignmentDateTime: undefined,
                bundleState: 'Queued',
              }),
            ],
          },
        ],
      },
    );
    expect(usage.bundles).toEqual([
      expect.objectContaining({
        assignmentId: '215009266',
        initialBytes: null,
        remainingBytes: 3_200_000_000,
        assignedAt: '2024-12-11T10:47:00.000Z',
      }),
      expect.objectContaining({
        assignmentId: null,
        initialBytes: 5_000_000_000,
        remainingBytes: null,
        assignedAt: null,
        state: 'queued',
      }),
    ]);
  });

  test('assignments without an assignment date come after the dated ones, in id order, then in the order given', () => {
    const usage = usageOf(
      { profileStatus: 'Enabled' },
      {
        bundles: [
          {
            name: 'b',
            assignments: [
              assignment({
                id: undefined,
                assignmentDateTime: undefined,
                assignmentReference: 'no-id-no-date',
              }),
              assignment({ id: '8', assignmentDateTime: undefined }),
              assignment({ id: '7', assignmentDateTime: undefined }),
              assignment({ id: '9', assignmentDateTime: '2024-12-11T00:00:00Z' }),
            ],
          },
        ],
      },
    );
    expect(usage.bundles.map((bundle) => bundle.assignmentId ?? bundle.providerReference)).toEqual([
      '9',
      '7',
      '8',
      'no-id-no-date',
    ]);
  });
});
