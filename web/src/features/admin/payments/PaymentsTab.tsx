import type { AdminAnalytics } from '@coverletter/contracts';
import { Flex, Grid } from '@radix-ui/themes';
import { SectionHeading } from '../../../components/SectionHeading';
import { DailyRevenue } from './DailyRevenue';
import { NeedsAttention } from './NeedsAttention';
import { PaidLettersList } from './PaidLettersList';
import { PaymentSummary } from './PaymentSummary';
import { TopRevenueDays } from './TopRevenueDays';

/** Revenue in US dollars, the payments that need follow-up, and every paid letter (each list read on its own). */
export function PaymentsTab({ analytics, today }: { analytics: AdminAnalytics; today: Date }) {
  return (
    <Flex direction="column" gap="4">
      <SectionHeading spaced={false} titleId="admin.payments.title" leadId="admin.payments.lead" />
      <NeedsAttention />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <PaymentSummary analytics={analytics} today={today} />
        <TopRevenueDays topRevenueDays={analytics.topRevenueDays} />
      </Grid>
      <DailyRevenue paymentsByDay={analytics.paymentsByDay} today={today} />
      <PaidLettersList />
    </Flex>
  );
}
