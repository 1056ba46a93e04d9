/**
 * The failure convention (ARCHITECTURE.md, "Failures"): an expected outcome the caller must handle
 * is `{ ok: true, ...value } | { ok: false, reason, ... }`, `reason` a kebab-case literal the
 * handler maps to its answer; anything unexpected throws.
 */

/** An expected failure named by `reason`; extra fields (a message, a wait) are added with `&`. */
export type Failure<R extends string> = { ok: false; reason: R };

/** A request guard's answer: the value it vouches for, or the ready HTTP answer to return. */
export type Guarded<T extends object = object> =
  ({ ok: true } & T) | { ok: false; response: Response };
