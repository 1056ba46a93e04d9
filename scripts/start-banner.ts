/**
 * What a newcomer needs once `npm start` serves: where the shop is, how to sign in as the admin,
 * which cards to pay with and where the mail goes, each as this run is set up.
 */

type Env = Record<string, string | undefined>;

interface BannerOptions {
  origin: string;
  /** The addresses the server listens on. */
  addresses: string[];
  admin: { email: string; password: string; totpSecret: string | null };
  /**
   * The password is shown only when it is the documented local default (not one from
   * ADMIN_PASSWORD).
   */
  showPassword: boolean;
  env: Env;
}

export function startBanner({
  origin,
  addresses,
  admin,
  showPassword,
  env,
}: BannerOptions): string {
  const cards =
    '4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds (any future expiry, any CVC)';
  const stripeKey = env.STRIPE_SECRET_KEY?.trim();
  const payments = !stripeKey
    ? `the local test gateway, no card is charged: ${cards}`
    : stripeKey.startsWith('sk_live_')
      ? 'Stripe with a LIVE key: real cards are charged'
      : `Stripe in test mode: ${cards}`;
  const mail = env.SMTP_URL
    ? 'sent through SMTP_URL'
    : 'not sent: each message is printed in this console with its links (the local outbox; SMTP_URL sends it)';
  const rows: [string, string][] = [
    ['Shop', `${origin}  (listening on ${addresses.join(', ')}; PORT and HOST change it)`],
    [
      'Admin',
      `${origin}/admin: sign in as ${admin.email}${showPassword ? ` / ${admin.password}` : ' with ADMIN_PASSWORD'}`,
    ],
    [
      '2nd factor',
      admin.totpSecret
        ? `the admin's authenticator secret is ${admin.totpSecret} (add it to an authenticator app, or run \`npm run admin:code\`; ADMIN_TOTP_SECRET fixes it)`
        : 'the admin account was registered with a password of its own: reset it through the mailed link, then enrol',
    ],
    ['Payments', payments],
    ['Mail', mail],
    ['Stop', 'Ctrl+C (the data stays in .netlify/blobs-serve/)'],
  ];
  return [
    '',
    '  Roamly is running',
    ...rows.map(([label, text]) => `    ${label.padEnd(10)} ${text}`),
    '',
  ].join('\n');
}
