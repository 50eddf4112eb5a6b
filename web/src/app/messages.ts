import { mergeBundles } from '@coverletter/ui';
import { chromeMessages } from '../components/messages';
import { adminMessages } from '../features/admin/messages';
import { contactMessages } from '../features/contact/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { appPageMessages } from '../features/generator/messages';
import { guestBannerMessages } from '../features/guest-banner/messages';
import { landingMessages } from '../features/landing/messages';
import { migrationMessages } from '../features/migration/messages';
import { notFoundMessages } from '../features/not-found/messages';
import { paymentPagesMessages } from '../features/payment-pages/messages';

/**
 * Messages of the web app's own pages, merged over libs/ui's shared ones. The long legal texts
 * are not here: the legal pages add them for their own subtree (components/ScopedMessages).
 */
export const webMessages = mergeBundles(
  chromeMessages,
  landingMessages,
  contactMessages,
  notFoundMessages,
  dashboardMessages,
  appPageMessages,
  guestBannerMessages,
  migrationMessages,
  paymentPagesMessages,
  adminMessages,
);
