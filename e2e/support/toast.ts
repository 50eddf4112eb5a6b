import { expect, type Page } from '@playwright/test';

/**
 * Radix Toast also announces each toast in a short-lived, visually hidden live region outside
 * the toast list, so a bare getByText would match twice for a moment. Look inside the list only.
 */
export function toastWith(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(toastWith(page, title).first()).toBeVisible();
}
