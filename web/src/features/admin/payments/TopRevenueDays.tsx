import type { DayPayments } from '@coverletter/contracts';
import { Card, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { RankedBars } from '../analytics/RankedBars';
import { useAdminFormat } from '../format/use-admin-format';

/** The days with the most revenue of all time, ranked by the server (SPEC.md section 9: top 5). */
export function TopRevenueDays({ topRevenueDays }: { topRevenueDays: readonly DayPayments[] }) {
  const format = useAdminFormat();
  return (
    <Card size="2" className="admin-card-fill">
      <Heading as="h3" size="3" mb="1">
        <FormattedMessage id="admin.payments.topDays" />
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        <FormattedMessage id="admin.payments.topDaysLead" />
      </Text>
      {topRevenueDays.length === 0 ? (
        <Text size="2" color="gray">
          <FormattedMessage id="admin.payments.noRevenue" />
        </Text>
      ) : (
        <RankedBars
          items={topRevenueDays.map((day) => ({
            key: day.date,
            label: (
              <>
                {format.fullDay(day.date)}{' '}
                <Text color="gray" size="1">
                  <FormattedMessage id="admin.payments.transactionCount" values={{ count: day.count }} />
                </Text>
              </>
            ),
            value: day.amount,
            display: format.usdCents(day.amount),
          }))}
        />
      )}
    </Card>
  );
}
