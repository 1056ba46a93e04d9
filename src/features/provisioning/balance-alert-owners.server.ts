/**
 * Who is mailed when the provider balance runs low: the shop's owners. For now the ADMIN_EMAILS
 * addresses; owners invited from the console join here, in this one place.
 */
import { adminEmails } from '../../lib/env.ts';

export async function balanceAlertRecipients(): Promise<string[]> {
  return [...new Set(adminEmails().map((address) => address.trim().toLowerCase()))];
}
