/**
 * What `npm start` prints while it works: one line per step that takes more than a second, each
 * with the seconds since the start, so a newcomer sees what is happening and how long it takes.
 */

export interface Progress {
  /** Prints `  [ 12.3 s] text`. */
  step(text: string): void;
  /**
   * Seconds since the process started (Node's performance clock starts then), module loading
   * included.
   */
  seconds(): number;
}

export function createProgress(
  write: (line: string) => void = console.log,
  now: () => number = () => performance.now(),
): Progress {
  const seconds = () => now() / 1000;
  return {
    step: (text) => write(`  [${seconds().toFixed(1).padStart(5)} s] ${text}`),
    seconds,
  };
}
