/**
 * A lock the browser tests' workers share: they are separate processes, so it is a directory in the
 * temporary folder (mkdir is atomic) holding the holder's process id. A lock whose holder has died
 * (a run stopped halfway) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LOCKS = join(tmpdir(), 'roamly-e2e-locks');

/** Waits until this worker holds the lock `name`; returns its release. */
export async function takeLock(name: string): Promise<() => void> {
  mkdirSync(LOCKS, { recursive: true });
  const lock = join(LOCKS, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (!holderIsAlive(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Whether the process that took `lock` still runs; a lock without its id yet is being taken. */
function holderIsAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
