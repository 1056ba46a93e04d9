/** The real collaborators of provisioning, chosen from the environment (mail: the queue's default mailer). */
import { getEsimProvider } from './providers/provider.server.ts';
import type { ProvisioningDeps } from './provisioning.server.ts';

export function provisioningDeps(): ProvisioningDeps {
  return { provider: getEsimProvider() };
}
