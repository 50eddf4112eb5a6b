import { browser } from 'wxt/browser';

/**
 * Optional host permissions, asked for when the user wants them (never at install). With neither,
 * the panel reads a tab only after a click on the toolbar button (activeTab).
 */
export const JOB_BOARD_ORIGINS = [
  'https://*.linkedin.com/*',
  'https://*.indeed.com/*',
  'https://*.indeed.co.uk/*',
  'https://*.greenhouse.io/*',
  'https://*.lever.co/*',
  'https://*.ashbyhq.com/*',
  'https://*.myworkdayjobs.com/*',
  'https://*.myworkdaysite.com/*',
  'https://*.teamtailor.com/*',
  'https://arbetsformedlingen.se/*',
];
export const ALL_SITES_ORIGINS = ['https://*/*', 'http://*/*'];

export async function hasOrigins(origins: string[]): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins });
  } catch {
    return false;
  }
}

/** Must run in a click handler (a user gesture); resolves false when the user says no. */
export async function requestOrigins(origins: string[]): Promise<boolean> {
  try {
    return await browser.permissions.request({ origins });
  } catch {
    return false;
  }
}

export async function removeOrigins(origins: string[]): Promise<boolean> {
  try {
    return await browser.permissions.remove({ origins });
  } catch {
    return false;
  }
}
