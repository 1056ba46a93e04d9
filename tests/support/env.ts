/**
 * Tests change the environment the way Netlify would set it per deploy; the shop reads it at each
 * call (src/lib/env.ts), so setting process.env between calls is enough. Names are the declared
 * ones, so a typo fails to compile instead of testing nothing.
 */
import type { EnvName } from '../../src/lib/env.ts';

export type EnvValues = Partial<Record<EnvName, string | undefined>>;

/** Sets each variable (`undefined` removes it); returns what puts every one of them back. */
export function setEnv(values: EnvValues): () => void {
  const restore = saveEnv(...(Object.keys(values) as EnvName[]));
  apply(values);
  return restore;
}

/** Remembers the named variables; returns what puts them back, whatever was set in between. */
export function saveEnv(...names: EnvName[]): () => void {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  return () => apply(saved);
}

function apply(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
