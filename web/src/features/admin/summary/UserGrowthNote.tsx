import type { DayCount } from '@coverletter/contracts';
import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useAdminFormat } from '../format/use-admin-format';
import { weekOverWeek } from '../format/week-over-week';

/** New users of the last 7 days against the 7 before (SPEC.md section 9's 14-day window). */
export function UserGrowthNote({ registrationsByDay, today }: { registrationsByDay: readonly DayCount[]; today: Date }) {
  const format = useAdminFormat();
  const growth = weekOverWeek(registrationsByDay, today);
  if (growth.percent === null) {
    return <FormattedMessage id="admin.summary.newThisWeek" values={{ count: growth.thisWeek }} />;
  }
  const color = growth.percent > 0 ? 'green' : growth.percent < 0 ? 'red' : 'gray';
  const change = (
    <Text key="change" color={color} weight="medium" className="admin-summary__change">
      {growth.percent > 0 && <ArrowUpIcon aria-hidden />}
      {growth.percent < 0 && <ArrowDownIcon aria-hidden />}
      {format.change(growth.percent)}
    </Text>
  );
  return <FormattedMessage id="admin.summary.fromLastWeek" values={{ change }} />;
}
