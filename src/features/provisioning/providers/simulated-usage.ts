/**
 * How a simulated eSIM is used over time, a pure function of its bundles and the clock, so the
 * after-purchase flow can be watched locally and tested: installed `installAfterMs` after its first
 * bundle was bought, it then uses `bytesPerMinute`, bundle after bundle in the order bought.
 */
import type { BundleAssignment, EsimUsage } from '../../esim-provider/provider.ts';

export interface SimulatedUsageSettings {
  installAfterMs: number;
  bytesPerMinute: number;
}

/** A bundle as the simulator stored it. */
export interface SimulatedBundle {
  bundle: string;
  providerReference: string;
  assignedAt: number;
  revokedAt?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const GB = 1_000_000_000;
const MB = 1_000_000;

/**
 * What a bundle holds, from its eSIM Go name (`esim_5GB_7D_US_V2`); 1 GB for 7 days when the name
 * says nothing.
 */
export function bundleAllowance(bundle: string): { bytes: number; days: number } {
  const data = /_(\d+(?:\.\d+)?)(GB|MB)_/i.exec(bundle);
  const days = /_(\d+)D_/i.exec(bundle);
  const bytes = data
    ? Math.round(Number(data[1]) * (data[2]!.toUpperCase() === 'GB' ? GB : MB))
    : GB;
  return { bytes, days: days ? Number(days[1]) : 7 };
}

/** The eSIM at `now`: profile state and each bundle's state and data left. */
export function simulatedUsage(
  iccid: string,
  stored: readonly SimulatedBundle[],
  now: number,
  settings: SimulatedUsageSettings,
): EsimUsage {
  const bundles = [...stored].sort(
    (a, b) => a.assignedAt - b.assignedAt || a.providerReference.localeCompare(b.providerReference),
  );
  const firstAssigned = bundles[0]?.assignedAt ?? now;
  const installAt = firstAssigned + settings.installAfterMs;
  const installed = now >= installAt;
  const perMs = settings.bytesPerMinute / 60_000;
  // Where data use has got to: each bundle starts when the one before it ended.
  let cursor = installAt;
  const assignments = bundles.map((stored): BundleAssignment => {
    const { bytes, days } = bundleAllowance(stored.bundle);
    const base = {
      bundle: stored.bundle,
      assignmentId: `${stored.providerReference}-1`,
      providerReference: stored.providerReference,
      initialBytes: bytes,
      unlimited: false,
      assignedAt: new Date(stored.assignedAt).toISOString(),
    };
    const start = Math.max(cursor, stored.assignedAt);
    const revokedBeforeStart = stored.revokedAt !== undefined && stored.revokedAt <= start;
    if (revokedBeforeStart)
      return { ...base, state: 'revoked', remainingBytes: bytes, startTime: null, endTime: null };
    if (!installed || now < start || cursor === Infinity)
      return { ...base, state: 'queued', remainingBytes: bytes, startTime: null, endTime: null };
    const endAt = start + days * DAY_MS;
    const depletedAt = perMs > 0 ? start + bytes / perMs : Infinity;
    const startTime = new Date(start).toISOString();
    const endTime = new Date(endAt).toISOString();
    const over = Math.min(depletedAt, endAt);
    if (now >= over) {
      cursor = over;
      const remainingBytes =
        depletedAt <= endAt ? 0 : Math.max(0, Math.round(bytes - perMs * (endAt - start)));
      return {
        ...base,
        state: depletedAt <= endAt ? 'depleted' : 'expired',
        remainingBytes,
        startTime,
        endTime,
      };
    }
    cursor = Infinity;
    return {
      ...base,
      state: 'active',
      remainingBytes: Math.max(0, Math.round(bytes - perMs * (now - start))),
      startTime,
      endTime,
    };
  });
  return {
    iccid,
    profileState: installed ? 'enabled' : 'released',
    firstInstalledAt: installed ? new Date(installAt).toISOString() : null,
    bundles: assignments,
  };
}
