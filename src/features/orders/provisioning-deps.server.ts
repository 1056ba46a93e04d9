/** The real collaborators of provisioning, chosen from the environment. */
import { sendMail } from '../mail/mailer.server.ts';
import { getEsimProvider } from './providers/provider.server.ts';
import type { ProvisioningDeps } from './provisioning.server.ts';

export function provisioningDeps(origin: string): ProvisioningDeps {
  return { provider: getEsimProvider(), sendMail, origin };
}
