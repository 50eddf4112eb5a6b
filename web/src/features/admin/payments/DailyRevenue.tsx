import type { DayPayments } from '@coverletter/contracts';
import { Card, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { lastDays } from '../format/days';
import { averageAmount } from '../format/payments';
import { useAdminFormat } from '../format/use-admin-format';
import { StackedTable } from '../layout/StackedTable';

/** SPEC.md section 9: 10 days of daily revenue. */
export const DAILY_REVENUE_DAYS = 10;

/** Revenue, transactions and the average payment of each of the last 10 days, newest first. */
export function DailyRevenue({ paymentsByDay, today }: { paymentsByDay: readonly DayPayments[]; today: Date }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const header = (id: string) => intl.formatMessage({ id });
  const days = lastDays(paymentsByDay, DAILY_REVENUE_DAYS, today).reverse();
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="1">
        <FormattedMessage id="admin.payments.daily" />
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        <FormattedMessage id="admin.payments.dailyLead" />
      </Text>
      <StackedTable
        label={header('admin.payments.daily')}
        columns={[
          { key: 'day', header: header('admin.payments.column.day') },
          { key: 'revenue', header: header('admin.payments.column.revenue'), align: 'right' },
          { key: 'transactions', header: header('admin.payments.column.transactions'), align: 'right' },
          { key: 'average', header: header('admin.payments.column.average'), align: 'right' },
        ]}
        rows={days.map((day) => {
          const average = averageAmount(day.amount, day.count);
          return {
            key: day.date,
            cells: {
              day: format.day(day.date),
              revenue: format.usdCents(day.amount),
              transactions: format.count(day.count),
              average: average === null ? '–' : format.usdCents(average),
            },
          };
        })}
      />
    </Card>
  );
}
