/**
 * Which kind of phone a buyer paid from, told from the checkout request's user agent, so an
 * install reminder leads with that phone's one-tap link (the mail still carries both, and the QR
 * code). Pure and zod-free.
 */
export const phoneFamilies = ['ios', 'android', 'other'] as const;
export type PhoneFamily = (typeof phoneFamilies)[number];

/** iPhone (and iPad, whose iPadOS installs the same way), Android, or anything else. */
export function phoneFamilyOf(userAgent: string | null): PhoneFamily {
  if (!userAgent) return 'other';
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return 'other';
}
