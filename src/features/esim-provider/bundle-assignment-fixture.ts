/**
 * For tests: a bundle assignment as the port gives it when the provider said nothing of it, with
 * what a test knows laid over it.
 */
import type { BundleAssignment } from './provider.ts';

export function unknownAssignment(known: Partial<BundleAssignment> = {}): BundleAssignment {
  return {
    bundle: null,
    assignmentId: null,
    providerReference: '',
    state: 'unknown',
    initialBytes: null,
    remainingBytes: null,
    unlimited: false,
    assignedAt: null,
    startTime: null,
    endTime: null,
    ...known,
  };
}
