import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';

const password = 'a sunny passphrase 42';

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, email: string, secret = password) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

// Each of these waits follows function calls through the local emulator, while two browsers call
// auth-user on every page and share two cores with it.
test('sign up, verify by e-mail, sign in, stay signed in over a reload, sign out', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  const started = Date.now();
  await signUp(page, email);
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();

  const mail = await waitForMail(email, 'verify-email', started);
  const link = new URL(mail.links[0]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your email has been verified')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Member Since')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/, EMULATOR_PATIENCE);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/, EMULATOR_PATIENCE);
});

test('a wrong password shows the sign-in failure toast', async ({ page }) => {
  await signIn(page, uniqueEmail('nobody'), 'not the password');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('the sign-up form shows the French validation messages', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('shorter');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email invalide')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
  await expect(page.getByText('Confirmez votre mot de passe')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('long enough one');
  await page.getByLabel('Confirm password').fill('long enough two');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
});

test('signed out, /account goes to the home page', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/, EMULATOR_PATIENCE);
});

test('a forgotten password is reset from the e-mail link', async ({ page }) => {
  const email = uniqueEmail('lin');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);

  const started = Date.now();
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const mail = await waitForMail(email, 'password-reset', started);
  const link = new URL(mail.links[0]!);

  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: /Reset/ }).click();
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
});

test('after sign-in the visitor returns to the page stored in redirectAfterLogin', async ({
  page,
}) => {
  const email = uniqueEmail('back');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
  await page.evaluate(() => localStorage.setItem('redirectAfterLogin', '/region/asia'));
  await signIn(page, email);
  await expect(page).toHaveURL(/\/region\/asia$/, EMULATOR_PATIENCE);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
});
