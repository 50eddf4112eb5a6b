import type { AdminAnalytics } from '@coverletter/contracts';
import { BarChartIcon, CardStackIcon, FileTextIcon, PersonIcon } from '@radix-ui/react-icons';
import { Grid } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { averageAmount } from '../format/payments';
import { useAdminFormat } from '../format/use-admin-format';
import { SummaryCard } from './SummaryCard';
import { UserGrowthNote } from './UserGrowthNote';

/** Total Users (with the week-over-week change), Cover Letters, Total Payments, Total Revenue. */
export function SummaryCards({ analytics, today }: { analytics: AdminAnalytics; today: Date }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const average = averageAmount(analytics.totalRevenue, analytics.totalPayments);
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap={{ initial: '3', sm: '4' }} asChild>
      <ul className="admin-summary" aria-label={intl.formatMessage({ id: 'admin.summary.label' })}>
        <SummaryCard
          icon={<PersonIcon />}
          label={<FormattedMessage id="admin.summary.totalUsers" />}
          value={format.count(analytics.totalUsers)}
          note={<UserGrowthNote registrationsByDay={analytics.registrationsByDay} today={today} />}
        />
        <SummaryCard
          icon={<FileTextIcon />}
          label={<FormattedMessage id="admin.summary.coverLetters" />}
          value={format.count(analytics.totalCoverLetters)}
          note={
            <FormattedMessage
              id="admin.summary.paidAndFree"
              values={{ paid: format.count(analytics.paidLetters), free: format.count(analytics.freeLetters) }}
            />
          }
        />
        <SummaryCard
          icon={<CardStackIcon />}
          label={<FormattedMessage id="admin.summary.totalPayments" />}
          value={format.count(analytics.totalPayments)}
          note={<FormattedMessage id="admin.summary.completedPayments" />}
        />
        <SummaryCard
          icon={<BarChartIcon />}
          label={<FormattedMessage id="admin.summary.totalRevenue" />}
          value={format.usdCents(analytics.totalRevenue)}
          note={
            average === null ? (
              <FormattedMessage id="admin.summary.noPayments" />
            ) : (
              <FormattedMessage id="admin.summary.averagePayment" values={{ amount: format.usdCents(average) }} />
            )
          }
        />
      </ul>
    </Grid>
  );
}
