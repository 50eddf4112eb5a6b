import type { DayPayments } from '@coverletter/contracts';
import { Card, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { RankedBars } from '../analytics/RankedBars';
import { topRevenueDays } from '../format/payments';
import { useAdminFormat } from '../format/use-admin-format';

export function TopRevenueDays({ paymentsByDay }: { paymentsByDay: readonly DayPayments[] }) {
  const format = useAdminFormat();
  const top = topRevenueDays(paymentsByDay);
  return (
    <Card size="2" className="admin-card-fill">
      <Heading as="h3" size="3" mb="3">
        <FormattedMessage id="admin.payments.topDays" />
      </Heading>
      {top.length === 0 ? (
        <Text size="2" color="gray">
          <FormattedMessage id="admin.payments.noRevenue" />
        </Text>
      ) : (
        <RankedBars
          items={top.map((day) => ({
            key: day.date,
            label: (
              <>
                {format.day(day.date)}{' '}
                <Text color="gray" size="1">
                  <FormattedMessage id="admin.payments.transactionCount" values={{ count: day.count }} />
                </Text>
              </>
            ),
            value: day.amount,
            display: format.minorAmount(day.amount),
          }))}
        />
      )}
    </Card>
  );
}
