import { mergeBundles } from '@coverletter/ui';
import { chromeMessages } from '../components/messages';
import { contactMessages } from '../features/contact/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { guestBannerMessages } from '../features/guest-banner/messages';
import { landingMessages } from '../features/landing/messages';
import { migrationMessages } from '../features/migration/messages';
import { notFoundMessages } from '../features/not-found/messages';

/**
 * Messages of the web app's own pages, merged over libs/ui's shared ones. The long legal texts
 * and the messages of /app, the admin area and the payment pages are not here: those pages add
 * them for their own subtree (components/ScopedMessages, app/router.tsx).
 */
export const webMessages = mergeBundles(
  chromeMessages,
  landingMessages,
  contactMessages,
  notFoundMessages,
  dashboardMessages,
  guestBannerMessages,
  migrationMessages,
);
