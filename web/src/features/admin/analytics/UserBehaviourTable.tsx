import type { AdminAnalytics } from '@coverletter/contracts';
import { Card, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminFormat } from '../format/use-admin-format';
import { StackedTable } from '../layout/StackedTable';

/** Per user with letters: total, free, paid and average score. */
export function UserBehaviourTable({ behaviour }: { behaviour: AdminAnalytics['userBehaviour'] }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const header = (id: string) => intl.formatMessage({ id });
  const withLetters = behaviour.filter((user) => user.total > 0);
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="1">
        <FormattedMessage id="admin.analytics.userBehaviour" />
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        <FormattedMessage id="admin.analytics.userBehaviourLead" />
      </Text>
      {withLetters.length === 0 ? (
        <Text size="2" color="gray">
          <FormattedMessage id="admin.analytics.noBehaviour" />
        </Text>
      ) : (
        <StackedTable
          label={header('admin.analytics.userBehaviour')}
          columns={[
            { key: 'user', header: header('admin.analytics.column.user') },
            { key: 'total', header: header('admin.analytics.column.total'), align: 'right' },
            { key: 'free', header: header('admin.analytics.column.free'), align: 'right' },
            { key: 'paid', header: header('admin.analytics.column.paid'), align: 'right' },
            { key: 'score', header: header('admin.analytics.column.averageScore'), align: 'right' },
          ]}
          rows={withLetters.map((user) => ({
            key: user.userId,
            cells: {
              user: <span className="admin-break">{user.email ?? user.userId}</span>,
              total: format.count(user.total),
              free: format.count(user.free),
              paid: format.count(user.paid),
              score: user.averageScore === null ? '–' : format.score(user.averageScore),
            },
          }))}
        />
      )}
    </Card>
  );
}
