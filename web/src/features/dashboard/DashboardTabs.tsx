import { Box, Tabs } from '@radix-ui/themes';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DASHBOARD_TABS, isDashboardTab, type DashboardTab } from './dashboard-tabs';
import { TabSkeleton } from './TabSkeleton';

interface DashboardTabsProps {
  value: DashboardTab;
  onChange: (tab: DashboardTab) => void;
  panels: Record<DashboardTab, ReactNode>;
}

export function DashboardTabs({ value, onChange, panels }: DashboardTabsProps) {
  const intl = useIntl();
  return (
    <Tabs.Root value={value} onValueChange={(next) => isDashboardTab(next) && onChange(next)}>
      <Tabs.List aria-label={intl.formatMessage({ id: 'dashboard.tabs.label' })} className="dashboard-tabs" size={{ initial: '1', sm: '2' }}>
        {DASHBOARD_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            <FormattedMessage id={`dashboard.tabs.${tab}`} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Box pt={{ initial: '4', sm: '5' }}>
        {DASHBOARD_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {/* A tab's code can arrive after the dashboard's (later-parts.tsx). */}
            <Suspense fallback={<TabSkeleton />}>{panels[tab]}</Suspense>
          </Tabs.Content>
        ))}
      </Box>
    </Tabs.Root>
  );
}
