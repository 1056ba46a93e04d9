/** What provisioning works with, and the real collaborators chosen from the environment. */
import type { PaymentGateway } from '../payments/gateway.ts';
import type { Mailer } from '../mail/mail.ts';
import type { EsimProvider } from '../esim-provider/provider.ts';
import { getEsimProvider } from './providers/provider.server.ts';

export interface ProvisioningDeps {
  provider: EsimProvider;
  /**
   * Where the order mails go out; the environment's mailer when absent (tests pass one that is
   * down).
   */
  mailer?: Mailer;
  /** Refunds a top-up whose eSIM is gone; the environment's gateway when absent. */
  gateway?: () => Promise<PaymentGateway>;
  sleep?: (ms: number) => Promise<void>;
}

/** The real collaborators (mail: the queue's default mailer). */
export function provisioningDeps(): ProvisioningDeps {
  return { provider: getEsimProvider() };
}
