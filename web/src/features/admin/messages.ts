import { mergeBundles } from '@coverletter/ui';
import { attentionMessages } from './messages/attention-messages';
import { dashboardMessages } from './messages/dashboard-messages';
import { insightsMessages } from './messages/insights-messages';
import { settingsMessages } from './messages/settings-messages';
import { shellMessages } from './messages/shell-messages';

/** Every text of /admin, /admin/settings and /admin/login. */
export const adminMessages = mergeBundles(shellMessages, dashboardMessages, insightsMessages, attentionMessages, settingsMessages);
