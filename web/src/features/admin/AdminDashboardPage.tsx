import { Box, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../components/use-page-title';
import { AdminAccessGate, type SignedInAdmin } from './access/AdminAccessGate';
import { PermissionDenied } from './access/PermissionDenied';
import { AdminTabs } from './AdminTabs';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { isForbidden } from './api/forbidden';
import { useAdminAnalytics } from './api/use-admin-analytics';
import { useAdminCoverLetters } from './api/use-admin-cover-letters';
import { useAdminUsers } from './api/use-admin-users';
import { AdminFrame } from './layout/AdminFrame';
import { AdminHeaderActions } from './layout/AdminHeaderActions';
import { AdminLoading } from './layout/AdminLoading';
import { LoadError } from './layout/LoadError';
import { CoverLettersTab } from './letters/CoverLettersTab';
import { PaymentsTab } from './payments/PaymentsTab';
import { SummaryCards } from './summary/SummaryCards';
import { UsersTab } from './users/UsersTab';

/** /admin (SPEC.md section 2). */
export function AdminDashboardPage() {
  usePageTitle('admin.dashboard.pageTitle');
  return <AdminAccessGate>{(admin) => <AdminDashboard admin={admin} />}</AdminAccessGate>;
}

interface Loadable<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** A part of the page once its data is there, or why it is not. */
function Loaded<T>({ query, children }: { query: Loadable<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  return <LoadError error={query.error} onRetry={() => query.refetch()} />;
}

function AdminDashboard({ admin }: { admin: SignedInAdmin }) {
  const users = useAdminUsers();
  const letters = useAdminCoverLetters();
  const analytics = useAdminAnalytics();
  const [today] = useState(() => new Date());
  const queries = [users, letters, analytics];

  if (queries.some((query) => isForbidden(query.error))) return <PermissionDenied />;
  return (
    <AdminFrame actions={<AdminHeaderActions admin={admin} linkTo="settings" />}>
      {queries.some((query) => query.isPending) ? (
        <AdminLoading />
      ) : (
        <Container size="4" px={{ initial: '4', sm: '6' }} py={{ initial: '5', sm: '7' }}>
          <Flex direction="column" gap={{ initial: '5', sm: '6' }}>
            <Box>
              <Heading as="h1" size={{ initial: '7', sm: '8' }} className="admin__title">
                <FormattedMessage id="admin.dashboard.title" />
              </Heading>
              <Text as="p" size={{ initial: '2', sm: '3' }} color="gray" mt="1">
                <FormattedMessage id="admin.dashboard.lead" />
              </Text>
            </Box>

            <Loaded query={analytics}>{(data) => <SummaryCards analytics={data} today={today} />}</Loaded>

            <AdminTabs
              panels={{
                users: <Loaded query={users}>{(list) => <UsersTab users={list} paging={users} totalUsers={analytics.data?.totalUsers} />}</Loaded>,
                letters: (
                  <Loaded query={letters}>
                    {(list) => <CoverLettersTab letters={list} paging={letters} totalLetters={analytics.data?.totalCoverLetters} />}
                  </Loaded>
                ),
                analytics: <Loaded query={analytics}>{(data) => <AnalyticsTab analytics={data} today={today} />}</Loaded>,
                payments: <Loaded query={analytics}>{(data) => <PaymentsTab analytics={data} today={today} />}</Loaded>,
              }}
            />
          </Flex>
        </Container>
      )}
    </AdminFrame>
  );
}
