/**
 * First-run data for the local shop: the default catalogue and an admin account, so the admin
 * page can be tried at once. Local only: on Netlify the catalogue seeds itself and admins sign up.
 */
import { loadCatalogue } from '../src/features/catalogue/catalogue.server.ts';
import { hashPassword, verifyPassword } from '../src/features/auth/password.server.ts';
import { changeUser, createUser, findUserByEmail } from '../src/features/auth/users.server.ts';
import { normaliseEmail } from '../src/features/auth/auth.ts';

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

export async function seedLocalData(): Promise<string[]> {
  const notes: string[] = [];
  const catalogue = await loadCatalogue();
  notes.push(`Catalogue: ${catalogue.plans.length} plans (version ${catalogue.version})`);

  const admin = localAdminSettings();
  // Whoever runs the local server chose this password, so it counts as the owner's (an admin
  // otherwise needs a password set through a mailed link).
  const now = new Date().toISOString();
  const existing = await findUserByEmail(admin.email);
  if (!existing) {
    await createUser({
      email: admin.email,
      firstName: 'Shop',
      lastName: 'Admin',
      passwordHash: await hashPassword(admin.password),
      emailVerifiedAt: now,
      passwordProvenAt: now,
    });
    notes.push(`Admin account created: ${admin.email} / ${admin.password}`);
    return notes;
  }
  // An account seeded before admins needed a proven password: proven now if it still has the
  // configured one. An account someone registered with a password of his own stays a customer's.
  if (!existing.passwordProvenAt && (await verifyPassword(admin.password, existing.passwordHash))) {
    await changeUser(existing.id, (user) => ({
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      passwordProvenAt: now,
    }));
  }
  notes.push(
    `Admin: sign in as ${admin.email}${process.env.ADMIN_PASSWORD ? '' : ` / ${LOCAL_ADMIN.password}`}`,
  );
  return notes;
}
