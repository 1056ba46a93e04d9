/** The mail that tells an owner the eSIM provider's prepaid balance is running low. */
import { formatMinorUnits } from '../../lib/money.ts';
import type { ProviderBalance } from '../esim-provider/provider.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { Translator } from '../i18n/translate.ts';

export function balanceLowMail(
  to: string,
  balance: ProviderBalance,
  thresholdMinor: number,
  origin: string,
  /** The mail frame's texts: the owners read English. */
  t: Translator,
): MailMessage {
  const left = formatMinorUnits(balance.amountMinor, balance.currency);
  const threshold = formatMinorUnits(thresholdMinor, balance.currency);
  const adminLink = `${origin}/admin`;
  return {
    kind: 'provider-balance-low',
    to,
    subject: `Top up the eSIM provider: ${left} left`,
    links: [adminLink],
    ...renderMail(
      {
        preheader: `The prepaid balance that pays for every eSIM is below ${threshold}.`,
        heading: 'The eSIM provider balance is running low',
        paragraphs: [
          `Our prepaid balance with the eSIM provider is ${left}, below the alert level of ${threshold}. Every eSIM a customer buys is paid from it.`,
          'When it runs out, the provider refuses new eSIMs and top-ups: paid orders then wait, and customers get no QR code. Top up the balance in the eSIM Go portal before that happens.',
          'This is the only mail for this fall: you get the next one after the balance has been back above the alert level and falls below it again.',
        ],
        button: { label: 'Open the admin page', url: adminLink },
        footnote: 'You receive this because you are an owner of the shop.',
      },
      t,
    ),
  };
}
