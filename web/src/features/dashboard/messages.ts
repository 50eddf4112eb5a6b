import { mergeBundles } from '@coverletter/ui';
import { createMessages } from './create/messages';
import { cvMessages } from './cvs/messages';
import { letterMessages } from './letters/messages';
import { linkedinMessages } from './linkedin/messages';
import { pageMessages } from './page-messages';
import { paymentMessages } from './payment/messages';

export const dashboardMessages = mergeBundles(pageMessages, createMessages, cvMessages, letterMessages, linkedinMessages, paymentMessages);
