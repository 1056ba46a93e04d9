/**
 * Account payloads, one zod schema each, shared by the forms and the functions: French messages
 * on sign-up, English on sign-in (docs/product.md#validation-signup).
 */
import * as z from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';

/** E-mails are trimmed and compared case-insensitively (stored lower-cased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hashing work. */
const PASSWORD_MAX_LENGTH = 256;

const name = z.string().trim().max(60).optional().or(z.literal(''));

/** One of the shop's languages, live or not yet: the account keeps it for every mail. */
const localeSchema = z.enum(LOCALES, { error: 'Choose one of the shop’s languages' });

export const registerSchema = z
  .object({
    email: z.string().trim().max(254, 'Email invalide').pipe(z.email('Email invalide')),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'Le mot de passe doit contenir au moins 8 caractères')
      .max(PASSWORD_MAX_LENGTH, 'Le mot de passe est trop long (256 caractères au plus)')
      .refine(
        (password) => !isCommonPassword(password),
        'Ce mot de passe est trop courant, choisissez-en un autre',
      ),
    confirmPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'Confirmez votre mot de passe')
      .max(PASSWORD_MAX_LENGTH),
    firstName: name,
    lastName: name,
    /** The language of the page the visitor signed up on; English when not sent. */
    locale: localeSchema.optional(),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Les mots de passe ne correspondent pas',
    path: ['confirmPassword'],
  });
export type RegisterPayload = z.infer<typeof registerSchema>;

export const signInSchema = z.object({
  email: z.string().trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type SignInPayload = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This reset link is invalid or has expired.'),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
      .max(PASSWORD_MAX_LENGTH, 'Password is too long (256 characters at most)')
      .refine(
        (password) => !isCommonPassword(password),
        'This password is too common. Choose another one.',
      ),
    confirmPassword: z.string().min(1, 'Confirm your password'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** PATCH /api/auth/user: what the account page changes on the account. */
export const profileChangeSchema = z.object({ locale: localeSchema });
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** The signed-in user as GET /api/auth/user returns it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  emailVerified: boolean;
  /** The language the shop writes to this customer in: every mail. */
  locale: Locale;
  /** The staff rights of this session: none for customers, and for staff before the second factor. */
  staffRole: StaffRole | null;
}

/** `owner`: everything. `support`: orders, customers and messages; not the catalogue or staff. */
export const staffRoles = ['owner', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];
