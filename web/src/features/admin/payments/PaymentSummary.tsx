import type { AdminAnalytics } from '@coverletter/contracts';
import { Card, DataList, Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sumAmounts, sumCounts, lastDays } from '../format/days';
import { averageAmount, conversionRate } from '../format/payments';
import { useAdminFormat } from '../format/use-admin-format';

/** The 30 days the analytics series cover. */
const SERIES_DAYS = 30;

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="140px">
        <FormattedMessage id={labelId} />
      </DataList.Label>
      <DataList.Value className="admin-tabular">{children}</DataList.Value>
    </DataList.Item>
  );
}

export function PaymentSummary({ analytics, today }: { analytics: AdminAnalytics; today: Date }) {
  const format = useAdminFormat();
  const average = averageAmount(analytics.totalRevenue, analytics.totalPayments);
  const recent = lastDays(analytics.paymentsByDay, SERIES_DAYS, today);
  return (
    <Card size="2" className="admin-card-fill">
      <Heading as="h3" size="3" mb="3">
        <FormattedMessage id="admin.payments.summary" />
      </Heading>
      <DataList.Root size="2">
        <Row labelId="admin.payments.summary.revenue">{format.usdCents(analytics.totalRevenue)}</Row>
        <Row labelId="admin.payments.summary.payments">{format.count(analytics.totalPayments)}</Row>
        <Row labelId="admin.payments.summary.average">{average === null ? '–' : format.usdCents(average)}</Row>
        <Row labelId="admin.payments.summary.last30Revenue">{format.usdCents(sumAmounts(recent))}</Row>
        <Row labelId="admin.payments.summary.last30Payments">{format.count(sumCounts(recent))}</Row>
        <Row labelId="admin.payments.summary.paidLetters">{format.count(analytics.paidLetters)}</Row>
        <Row labelId="admin.payments.summary.conversion">{format.percent(conversionRate(analytics))}</Row>
      </DataList.Root>
    </Card>
  );
}
