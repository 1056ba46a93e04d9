/**
 * The account screens: sign-in, sign-up, forgotten and reset password, e-mail verification. Their
 * validation messages are the zod schemas' in src/features/auth/auth.ts, shared with the functions
 * (sign-up's are French on purpose: docs/product.md#validation-signup).
 */
export default {
  'auth.form.email': 'Email',
  'auth.form.tryAgain': 'Please try again.',
  'auth.form.signInLink': 'Sign in',
  'auth.newPassword.hint': 'At least 8 characters. A long passphrase is best.',

  'auth.signInPage.title': 'Sign In',
  'auth.signInPage.description':
    'Sign in to your Roamly account to buy travel eSIMs, see your orders and download your eSIM QR codes.',
  'auth.signInPage.heading': 'Welcome back',
  'auth.signInPage.lead': 'Sign in to manage your eSIMs and orders.',
  'auth.signIn.password': 'Password',
  'auth.signIn.forgotPassword': 'Forgot password?',
  'auth.signIn.submit': 'Sign In',
  'auth.signIn.submitting': 'Signing In...',
  'auth.signIn.noAccount': "Don't have an account?",
  'auth.signIn.signUpLink': 'Sign up',
  'auth.signIn.failedTitle': 'Sign in failed',
  'auth.signIn.failedFallback': 'Invalid email or password',
  'auth.signIn.welcomeTitle': 'Welcome back!',
  'auth.signIn.welcomeDescription': 'You have successfully signed in.',

  'auth.signUpPage.title': 'Create Your Account',
  'auth.signUpPage.description':
    'Create your Roamly account to buy travel eSIMs for 190+ destinations, get your QR code instantly and find your plans in one place.',
  'auth.signUpPage.heading': 'Create your account',
  'auth.signUpPage.lead': 'Get connected in minutes, in 190+ destinations.',
  'auth.signUp.firstName': 'First name',
  'auth.signUp.lastName': 'Last name',
  'auth.signUp.password': 'Password',
  'auth.signUp.confirmPassword': 'Confirm password',
  'auth.signUp.submit': 'Create Account',
  'auth.signUp.submitting': 'Creating Account...',
  'auth.signUp.haveAccount': 'Already have an account?',
  'auth.signUp.failedTitle': 'Registration failed',
  'auth.signUp.createdTitle': 'Account created successfully!',
  'auth.signUp.createdDescription': 'Please sign in to continue.',

  'auth.perks.whyRoamly': 'Why Roamly',
  'auth.perks.heading': 'Land connected, wherever you roam.',
  'auth.perks.lead': 'One account for every trip: buy a plan in minutes, install before you fly.',
  'auth.perks.qrTitle': 'Instant QR delivery',
  'auth.perks.qrText':
    'Your eSIM QR code arrives by e-mail minutes after you pay, and waits in your account.',
  'auth.perks.destinationsTitle': '190+ destinations',
  'auth.perks.destinationsText':
    'Country plans and regional bundles from 3GB to 20GB+, valid 7, 14 or 30 days.',
  'auth.perks.numberTitle': 'Keep your number',
  'auth.perks.numberText':
    'Dual-SIM: data runs on Roamly while your own SIM keeps your messaging number.',
  'auth.perks.helpTitle': '24/7 help',
  'auth.perks.helpText': 'Real people around the clock, with an average response under 2 hours.',

  'auth.forgotPage.title': 'Forgot Password',
  'auth.forgotPage.description':
    'Forgot your Roamly password? Enter your e-mail address and we will send you a link to choose a new one.',
  'auth.forgotPage.heading': 'Forgot your password?',
  'auth.forgotPage.lead': "Enter your e-mail address and we'll send you a link to reset it.",
  'auth.forgot.submit': 'Send Reset Link',
  'auth.forgot.submitting': 'Sending...',
  'auth.forgot.remembered': 'Remembered it?',
  'auth.forgot.failedTitle': 'Request failed',
  'auth.forgot.sentFallback':
    'If an account exists for this e-mail, we have sent a link to reset the password.',
  // {link} is the button 'auth.forgot.tryAnotherAddress'.
  'auth.forgot.sentHelp':
    'The link is valid for a limited time. Nothing arrived? Check your spam folder, or {link}.',
  'auth.forgot.tryAnotherAddress': 'try another address',
  'auth.forgot.backToSignIn': 'Back to Sign In',

  'auth.resetPage.title': 'Reset Password',
  'auth.resetPage.description': 'Choose a new password for your Roamly account.',
  'auth.resetPage.heading': 'Choose a new password',
  'auth.resetPage.lead': "Pick a password of at least 8 characters that you don't use elsewhere.",
  'auth.reset.password': 'New password',
  'auth.reset.confirmPassword': 'Confirm new password',
  'auth.reset.submit': 'Reset Password',
  'auth.reset.submitting': 'Resetting...',
  'auth.reset.linkExpired': 'Link expired?',
  'auth.reset.requestNewEmail': 'Request a new e-mail',
  'auth.reset.linkInvalid': 'This reset link is invalid or has expired.',
  'auth.reset.failedTitle': 'Reset failed',
  'auth.reset.doneTitle': 'Password reset',
  'auth.reset.doneFallback': 'Your password has been reset. Please sign in.',

  'auth.verifyPage.title': 'Verify Your Email',
  'auth.verifyPage.description': 'Confirm the e-mail address of your Roamly account.',
  'auth.verifyPage.heading': 'Email verification',
  'auth.verify.checking': 'Verifying your email address...',
  'auth.verify.verifiedHeading': 'Your email has been verified',
  'auth.verify.failedHeading': 'Verification failed',
  'auth.verify.goToSignIn': 'Go to Sign In',
  'auth.verify.goToSignUp': 'Go to Sign Up',
  'auth.verify.noToken': 'Invalid verification link',
  'auth.verify.refused': 'Verification failed',
  'auth.verify.error': 'An error occurred during verification',
  'auth.verify.verified': 'Email verified successfully!',
} as const;
