/**
 * The answers of the auth functions. The forms show the answer's words; their own words, and the
 * fallbacks for an answer without any, are in the catalogue (messages/en/auth.ts).
 */
export const authMessages = {
  registered: 'Account created. Check your e-mail to confirm your address.',
  signInFailed: 'Invalid email or password',
  signedOut: 'Signed out',
  notSignedIn: 'Not signed in',
  verified: 'Email verified successfully!',
  verificationInvalid: 'This verification link is invalid or has expired.',
  verificationSent: 'We sent a new verification e-mail.',
  resetRequested:
    'If an account exists for this e-mail, we have sent a link to reset the password.',
  resetDone: 'Your password has been reset. Please sign in.',
  resetInvalid: 'This reset link is invalid or has expired.',
} as const;
