/**
 * The console's account actions and what each button and its confirmation say; without zod, so
 * the customer page does not load it.
 */
export const customerActions = [
  'block',
  'unblock',
  'end-sessions',
  'resend-verification',
  'close',
] as const;
export type CustomerAction = (typeof customerActions)[number];
/** What each button says, and what its confirmation asks. */
export const customerActionTexts: Record<CustomerAction, { label: string; confirm: string }> = {
  block: {
    label: 'Block account',
    confirm:
      'Block this account? The customer is signed out everywhere, cannot sign in, and is mailed that the account is suspended.',
  },
  unblock: {
    label: 'Unblock account',
    confirm: 'Unblock this account? The customer can sign in again and is mailed so.',
  },
  'end-sessions': {
    label: 'Sign out everywhere',
    confirm: 'End every session of this account? The customer must sign in again on each device.',
  },
  'resend-verification': {
    label: 'Resend verification mail',
    confirm: 'Send the customer a new link to confirm their e-mail address?',
  },
  close: {
    label: 'Close account',
    confirm:
      "Close this account at the customer's request? They are signed out, cannot sign in, and are mailed a link that reopens it for 7 days; then their personal data is erased. Orders, invoices and eSIMs stay.",
  },
};
