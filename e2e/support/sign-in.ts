import { expect, type Page } from '@playwright/test';

export interface Person {
  firstName: string;
  lastName?: string;
  email: string;
}

/** Signs in through the built-in dev identity provider's page, as a person would. */
export async function signInThroughDevProvider(page: Page, person: Person, start = '/api/login'): Promise<void> {
  await page.goto(start);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('First name').fill(person.firstName);
  if (person.lastName) await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/api/'));
}
