/**
 * The eSIM provisioning port (docs/decisions/0009-ports-with-local-stand-ins.md): eSIM Go when
 * ESIMGO_API_KEY is set, otherwise the simulated provider. Nothing outside
 * src/features/provisioning/providers knows which one runs.
 */

/** What an installed eSIM needs: the QR code encodes `LPA:1$<smdpAddress>$<matchingId>`. */
export interface EsimAssignment {
  iccid: string;
  smdpAddress: string;
  matchingId: string;
}

/** The outcome of asking the provider for an eSIM. */
export type ProvisionResult =
  | { kind: 'assigned'; providerReference: string; esim: EsimAssignment }
  /** Ordered, but the eSIM is not assigned yet (eSIM Go: up to 10 minutes): look it up later. */
  | { kind: 'pending'; providerReference: string };

/**
 * A failure we may retry (timeouts, 429, 5xx, garbage answers) or must not (400/403: the
 * request itself is wrong, or the account has no balance).
 */
export class ProviderError extends Error {
  readonly retryable: boolean;
  /**
   * True when the order may have been placed although we got no answer: look it up, never re-order
   * blindly.
   */
  readonly outcomeUnknown: boolean;

  constructor(
    message: string,
    { retryable, outcomeUnknown = false }: { retryable: boolean; outcomeUnknown?: boolean },
  ) {
    super(message);
    this.name = 'ProviderError';
    this.retryable = retryable;
    this.outcomeUnknown = outcomeUnknown;
  }
}

/**
 * The eSIM profile's state on the provider (eSIM Go `GET /esims/{iccid}`), as the port names it.
 */
export const profileStates = [
  'released',
  'downloaded',
  'installed',
  'enabled',
  'disabled',
  'deleted',
  'unknown',
] as const;
export type ProfileState = (typeof profileStates)[number];

/**
 * A bundle assignment's state (eSIM Go `bundleState`, free text there); a word we do not know is
 * 'unknown'.
 */
export const bundleStates = [
  'processing',
  'queued',
  'active',
  'depleted',
  'expired',
  'revoked',
  'lapsed',
  'unknown',
] as const;
export type BundleState = (typeof bundleStates)[number];

/**
 * One bundle put on an eSIM: what it held, what is left, when it started and ends. eSIM Go's
 * specification requires none of these, so each may be unknown (null): never a guess.
 */
export interface BundleAssignment {
  /**
   * The bundle's name in the catalogue, e.g. `esim_5GB_7D_US_V2`; null when the provider did not
   * name it.
   */
  bundle: string | null;
  /** The assignment's id (for a refund of exactly this assignment). */
  assignmentId: string | null;
  /** The provider order that put it there (our order's providerReference); '' when not given. */
  providerReference: string;
  state: BundleState;
  initialBytes: number | null;
  remainingBytes: number | null;
  unlimited: boolean;
  assignedAt: string | null;
  /**
   * Set once the bundle started (first use), with the end of its validity, when the provider says
   * so.
   */
  startTime: string | null;
  endTime: string | null;
}

/** What the provider knows of an eSIM now: its profile and its bundles, oldest first. */
export interface EsimUsage {
  iccid: string;
  profileState: ProfileState;
  /** When the profile was first installed on a phone; null while it never was. */
  firstInstalledAt: string | null;
  bundles: BundleAssignment[];
}

/**
 * Where the provider last saw the eSIM's phone on a network (eSIM Go `GET /esims/{iccid}/location`).
 * Nothing in it is required: each field the provider left out is null, never a guess.
 */
export interface EsimLocation {
  /** ISO 3166-1 alpha-2, upper case (`FR`); null when not given or not a code. */
  countryCode: string | null;
  /** The network's code as the provider writes it (eSIM Go: `FRAF1`). */
  mobileNetworkCode: string | null;
  /** The operator (`Orange`) and the name the phone shows (`Orange France`). */
  networkName: string | null;
  networkBrandName: string | null;
  lastSeenAt: string | null;
}

/**
 * Where the value of a revoked bundle went: back on our provider balance (`credited`), or not yet
 * (`pending`: eSIM Go returns it to our bundle inventory; crediting it is an operator's step).
 */
export const balanceCredits = ['pending', 'credited'] as const;
export type BalanceCredit = (typeof balanceCredits)[number];

/**
 * The answer to a refund (or its dry run, saying what the refund would do) of one bundle on one
 * eSIM.
 */
type BundleRefund = { ok: true; balanceCredit: BalanceCredit } | { ok: false; reason: string };

/**
 * The organisation's prepaid balance on the provider, from which every eSIM is paid: an integer of
 * the currency's minor units (cents for USD), never a float.
 */
export interface ProviderBalance {
  amountMinor: number;
  /** ISO 4217, upper case (`USD`). */
  currency: string;
}

export interface EsimProvider {
  readonly name: 'esimgo' | 'simulated';
  /** The organisation's balance now (eSIM Go `GET /organisation`). */
  balance(): Promise<ProviderBalance>;
  /**
   * Buys one eSIM of `bundle` for our order `orderId`. Providers without idempotency keys
   * (eSIM Go) cannot dedupe: the caller records the attempt before calling and, when the outcome
   * is unknown, calls `lookup` instead of ordering again.
   */
  order(input: { orderId: string; bundle: string }): Promise<ProvisionResult>;
  /** Finds what an earlier `order` produced, by the provider reference it returned. */
  lookup(providerReference: string): Promise<ProvisionResult | null>;
  /**
   * The eSIM's profile state and bundles (eSIM Go `GET /esims/{iccid}` and `/bundles`); null when
   * unknown.
   */
  usage(iccid: string): Promise<EsimUsage | null>;
  /** Where the eSIM was last seen (eSIM Go `GET /esims/{iccid}/location`). */
  location(iccid: string): Promise<EsimLocation>;
  /**
   * Whether `bundle` may be added to this eSIM (eSIM Go `GET /esims/{iccid}/compatible/{bundle}`).
   */
  isCompatible(iccid: string, bundle: string): Promise<boolean>;
  /**
   * Buys `bundle` onto the existing eSIM `iccid` for our top-up order `orderId`, never onto a new
   * eSIM (eSIM Go: `iccids: [iccid]`, `allowReassign: false`). The same rules as `order`: no
   * idempotency key, so the caller gates it and looks up an unknown outcome with `lookupTopUp`.
   */
  topUp(input: {
    orderId: string;
    iccid: string;
    bundle: string;
  }): Promise<{ providerReference: string }>;
  /**
   * Whether the top-up order `providerReference` put its bundle on `iccid`; null when the provider
   * has no such order.
   */
  lookupTopUp(providerReference: string, iccid: string): Promise<boolean | null>;
  /**
   * Takes the unused assignment `assignmentId` of `bundle` back off the eSIM (eSIM Go `DELETE
   * …/assignments/{id}`); without an id, the oldest unused one of that bundle. `dryRun` only asks
   * whether it may (`type=validate`). Refusals are answers, not errors.
   */
  refundBundle(input: {
    iccid: string;
    bundle: string;
    assignmentId: string | null;
    dryRun: boolean;
  }): Promise<BundleRefund>;
  /**
   * Every bundle of the provider's catalogue (eSIM Go `GET /catalogue`, every page up to a cap),
   * for the plan facts the catalogue upload stores.
   */
  catalogue(): Promise<CatalogueBundle[]>;
  /** The networks of `countries` (ISO codes) and their speeds (eSIM Go `GET /networks`). */
  networks(countries: readonly string[]): Promise<CountryNetworkList[]>;
}

/**
 * One bundle as the provider's catalogue describes it. eSIM Go requires none of its fields: what is
 * left out is null (or an empty list), never a guess.
 */
export interface CatalogueBundle {
  name: string;
  /** ISO codes, upper case: the bundle's own countries and those it roams in. */
  countries: string[];
  /** The generations it allows as the provider writes them (`4G`, `5G`); null when not given. */
  speeds: string[] | null;
  /** Whether its validity starts by itself (on the first network attach); null when not given. */
  autostart: boolean | null;
  unlimited: boolean | null;
}

/** One country's networks: the operator's name, the name phones show, and their speeds. */
export interface CountryNetworkList {
  /** ISO code, upper case. */
  country: string;
  networks: { name: string | null; brandName: string | null; speeds: string[] | null }[];
}

/** The activation code the QR image encodes (GSMA SGP.22). */
export function lpaString({
  smdpAddress,
  matchingId,
}: Pick<EsimAssignment, 'smdpAddress' | 'matchingId'>): string {
  return `LPA:1$${smdpAddress}$${matchingId}`;
}
