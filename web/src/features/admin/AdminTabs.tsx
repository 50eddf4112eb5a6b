import { Box, Tabs } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export const ADMIN_TABS = ['users', 'letters', 'analytics', 'payments'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

function isAdminTab(value: string): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value);
}

/** Users, Cover Letters, Analytics, Payments. */
export function AdminTabs({ panels }: { panels: Record<AdminTab, ReactNode> }) {
  const intl = useIntl();
  const [tab, setTab] = useState<AdminTab>('users');
  return (
    <Tabs.Root value={tab} onValueChange={(next) => isAdminTab(next) && setTab(next)}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'admin.tabs.label' })} className="admin-tabs" size={{ initial: '1', sm: '2' }}>
        {ADMIN_TABS.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            <FormattedMessage id={`admin.tabs.${name}`} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box pt={{ initial: '4', sm: '5' }}>
        {ADMIN_TABS.map((name) => (
          <Tabs.Content key={name} value={name}>
            {panels[name]}
          </Tabs.Content>
        ))}
      </Box>
    </Tabs.Root>
  );
}
