import { expect, test } from '@playwright/test';
import { signInThroughDevProvider } from '../support/sign-in';

test('a person signs in through OpenID Connect, is greeted by name, and signs out', async ({ page }) => {
  await signInThroughDevProvider(page, { firstName: 'Astrid', lastName: 'Lindgren', email: 'astrid@example.com' });
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await page.goto('/');
  await expect(page.getByText('Astrid').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute('href', '/dashboard');
  const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
  expect(user).toMatchObject({ firstName: 'Astrid', lastName: 'Lindgren', email: 'astrid@example.com' });
  await page.goto('/api/logout');
  expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
});
