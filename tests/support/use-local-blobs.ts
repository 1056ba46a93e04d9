/** The usual set-up of a function test file: its own local Blobs server, and the handlers' request lines muted. */
import { afterAll, beforeAll, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from './blobs-server.ts';

/** Starts a local Blobs server before the file's tests and stops it after them. */
export function useLocalBlobs(): void {
  let blobs: LocalBlobs;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await blobs.stop();
  });
}
