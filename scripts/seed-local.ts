/**
 * First-run data for the local shop: the default catalogue and an admin account, so the admin
 * page can be tried at once. Local only: on Netlify the catalogue seeds itself and admins sign up.
 */
import { loadCatalogue } from '../src/features/catalogue/catalogue.server.ts';
import { hashPassword, verifyPassword } from '../src/features/auth/password.server.ts';
import { changeUser, createUser, findUserByEmail } from '../src/features/auth/users.server.ts';
import { normaliseEmail } from '../src/features/auth/auth.ts';
import type { Totp, UserRecord } from '../src/features/auth/users.server.ts';
import { newTotpSecret } from '../src/features/staff/totp.server.ts';

export const LOCAL_ADMIN = { email: 'admin@roamly.local', password: 'roamly local admin' };

interface LocalAdminSettings {
  email: string;
  password: string;
  /** ADMIN_EMAILS with the local admin added, so the account made below is an admin. */
  adminEmails: string;
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD, or the documented local defaults, and the admin list that names it.
 */
export function localAdminSettings(env: NodeJS.ProcessEnv = process.env): LocalAdminSettings {
  const email = normaliseEmail(env.ADMIN_EMAIL || LOCAL_ADMIN.email);
  const password = env.ADMIN_PASSWORD || LOCAL_ADMIN.password;
  const admins = (env.ADMIN_EMAILS ?? '').split(',').map(normaliseEmail).filter(Boolean);
  const adminEmails = admins.includes(email)
    ? (env.ADMIN_EMAILS ?? '')
    : [...admins, email].join(',');
  return { email, password, adminEmails };
}

/** What the seed did, and the local owner's authenticator secret (null: not the seeded owner's). */
export interface SeedResult {
  notes: string[];
  totpSecret: string | null;
}

/** ADMIN_TOTP_SECRET, else the one the account has, else a new one. */
async function ownerTotp(existing: UserRecord | null, now: string): Promise<Totp> {
  const secret =
    process.env.ADMIN_TOTP_SECRET?.trim() || existing?.totp?.secret || (await newTotpSecret());
  if (existing?.totp?.secret === secret) return existing.totp;
  return { secret, enrolledAt: now, lastStep: 0, failures: 0, lastFailureAt: null };
}

export async function seedLocalData(): Promise<SeedResult> {
  const notes: string[] = [];
  const catalogue = await loadCatalogue();
  notes.push(`Catalogue: ${catalogue.plans.length} plans (version ${catalogue.version})`);

  const admin = localAdminSettings();
  // Whoever runs the local server chose this password, so it counts as the owner's (an admin
  // otherwise needs a password set through a mailed link).
  const now = new Date().toISOString();
  const existing = await findUserByEmail(admin.email);
  const totp = await ownerTotp(existing, now);
  if (!existing) {
    await createUser({
      email: admin.email,
      firstName: 'Shop',
      lastName: 'Admin',
      passwordHash: await hashPassword(admin.password),
      emailVerifiedAt: now,
      passwordProvenAt: now,
      totp,
    });
    notes.push(`Admin account created: ${admin.email} / ${admin.password}`);
    return { notes, totpSecret: totp.secret };
  }
  // An account seeded before admins needed a proven password: proven now if it still has the
  // configured one. An account someone registered with a password of his own stays a customer's,
  // and gets no authenticator from here.
  const proven =
    existing.passwordProvenAt || (await verifyPassword(admin.password, existing.passwordHash));
  if (proven) {
    await changeUser(existing.id, (user) => ({
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      passwordProvenAt: user.passwordProvenAt ?? now,
      totp,
    }));
  }
  notes.push(
    `Admin: sign in as ${admin.email}${process.env.ADMIN_PASSWORD ? '' : ` / ${LOCAL_ADMIN.password}`}`,
  );
  return { notes, totpSecret: proven ? totp.secret : null };
}
