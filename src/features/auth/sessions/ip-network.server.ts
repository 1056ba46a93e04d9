/**
 * Which addresses the sign-in throttle counts as one client
 * (docs/decisions/0006-sign-in-throttling-with-device-cookies.md).
 */
import { isIPv6 } from 'node:net';

/**
 * The network an address counts for: an IPv4 address itself (also when written IPv4-mapped), an
 * IPv6 address's /64, the smallest block a subscriber is usually given: otherwise one
 * household could rotate through billions of addresses, each with its own 20 failures.
 */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  // An embedded IPv4 tail (::1.2.3.4) fills the last two groups.
  const hex = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
  );
  const [head = '', tail] = hex.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
