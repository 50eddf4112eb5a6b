import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useAdminFormat } from '../format/use-admin-format';

export interface DayValue {
  /** YYYY-MM-DD (UTC). */
  date: string;
  value: number;
}

interface DayBarsProps {
  title: ReactNode;
  /** The period's total, shown large. */
  total: ReactNode;
  days: readonly DayValue[];
  /** The value in full, for screen readers. */
  formatValue: (value: number) => string;
  /** The short label over each bar; the full value when not given. */
  formatLabel?: (value: number) => string;
}

/** A small column chart of one value per day, drawn with CSS. */
export function DayBars({ title, total, days, formatValue, formatLabel = formatValue }: DayBarsProps) {
  const format = useAdminFormat();
  const highest = Math.max(0, ...days.map((day) => day.value));
  return (
    <Card size="2" className="admin-card-fill">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="baseline" gap="2" wrap="wrap">
          <Heading as="h3" size="3">
            {title}
          </Heading>
          <Text size="5" weight="bold" className="admin-tabular">
            {total}
          </Text>
        </Flex>
        <ol className="admin-plain-list admin-bars">
          {days.map((day) => (
            <li key={day.date} className="admin-bars__day">
              <Text size="1" color="gray" className="admin-bars__value admin-tabular" aria-hidden>
                {formatLabel(day.value)}
              </Text>
              <span className="admin-bars__track" aria-hidden>
                <span
                  className="admin-bars__bar"
                  data-empty={day.value === 0 || undefined}
                  style={{ height: `${highest > 0 ? (day.value / highest) * 100 : 0}%` }}
                />
              </span>
              <Text size="1" color="gray" className="admin-bars__label" aria-hidden>
                {format.shortDay(day.date)}
              </Text>
              <span className="cl-visually-hidden">{`${format.day(day.date)}: ${formatValue(day.value)}`}</span>
            </li>
          ))}
        </ol>
      </Flex>
    </Card>
  );
}
