import type { AdminAnalytics, AdminCoverLetter } from '@coverletter/contracts';
import { Flex, Grid } from '@radix-ui/themes';
import { TabHeading } from '../layout/TabHeading';
import type { PagedList } from '../layout/LoadMoreButton';
import { DailyRevenue } from './DailyRevenue';
import { PaidLettersList } from './PaidLettersList';
import { PaymentSummary } from './PaymentSummary';
import { TopRevenueDays } from './TopRevenueDays';

interface PaymentsTabProps {
  analytics: AdminAnalytics;
  letters: readonly AdminCoverLetter[];
  paging: PagedList;
  today: Date;
}

export function PaymentsTab({ analytics, letters, paging, today }: PaymentsTabProps) {
  return (
    <Flex direction="column" gap="4">
      <TabHeading titleId="admin.payments.title" leadId="admin.payments.lead" />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <PaymentSummary analytics={analytics} today={today} />
        <TopRevenueDays paymentsByDay={analytics.paymentsByDay} />
      </Grid>
      <DailyRevenue paymentsByDay={analytics.paymentsByDay} today={today} />
      <PaidLettersList letters={letters} paging={paging} />
    </Flex>
  );
}
