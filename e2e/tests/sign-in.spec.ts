import { expect, test } from '@playwright/test';
import { signInThroughDevProvider } from '../support/sign-in';
import { expectToast } from '../support/toast';

test('a person signs in through OpenID Connect, is greeted by name, and signs out', async ({ page }) => {
  await signInThroughDevProvider(page, { firstName: 'Astrid', lastName: 'Lindgren', email: 'astrid@example.com' });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await page.goto('/');
  await expect(page.getByText('Astrid').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute('href', '/dashboard');
  const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
  expect(user).toMatchObject({ firstName: 'Astrid', lastName: 'Lindgren', email: 'astrid@example.com' });
  // Opening /api/logout signs nobody out (another site could make a browser do it): its button does.
  await page.goto('/api/logout');
  expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(200);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
});

test('a sign-in that fails comes back to the landing page with a toast, and the parameter leaves the address', async ({ page }) => {
  // A callback without the state the sign-in started with is refused, as a forged one would be.
  await page.goto('/api/callback?code=forged&state=forged');
  await expectToast(page, 'Sign-in failed');
  await expectToast(page, 'Please try again.');
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');

  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
  await page.goto('/?signIn=failed');
  await expectToast(page, 'Inloggningen misslyckades');
  await expectToast(page, 'Försök igen.');
  await expect(page).toHaveURL((url) => url.search === '');
});
