import type { AdminUserSummary } from '@coverletter/contracts';
import { Box, Card, Code, Flex, Grid, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { personName } from '../format/person-name';
import { useAdminFormat } from '../format/use-admin-format';
import { PersonAvatar } from '../layout/PersonAvatar';
import { RecentLetters } from './RecentLetters';

function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Box className="admin-figure">
      <Text as="div" size="4" weight="bold" className="admin-figure__value">
        {value}
      </Text>
      <Text as="div" size="1" color="gray">
        {label}
      </Text>
    </Box>
  );
}

export function UserCard({ user }: { user: AdminUserSummary }) {
  const format = useAdminFormat();
  const name = personName({ ...user, email: null });
  return (
    <Card size="2" asChild>
      <article aria-label={name || user.email || user.id}>
        <Flex direction="column" gap="3">
          <Flex gap="3" align="start">
            <PersonAvatar person={user} />
            <Box className="admin-min-width">
              <Heading as="h3" size="3" className="admin-break">
                {name || <FormattedMessage id="admin.users.noName" />}
              </Heading>
              <Text as="div" size="2" color="gray" className="admin-break">
                {user.email ?? <FormattedMessage id="admin.users.noEmail" />}
              </Text>
              <Text as="div" size="1" color="gray" mt="1">
                <FormattedMessage
                  id="admin.users.id"
                  values={{
                    id: (
                      <Code key="id" size="1" variant="ghost" className="admin-break">
                        {user.id}
                      </Code>
                    ),
                  }}
                />
              </Text>
            </Box>
          </Flex>
          <Text size="1" color="gray">
            <FormattedMessage id="admin.users.joined" values={{ date: format.date(user.createdAt), ago: format.ago(user.createdAt) }} />
          </Text>
          <Grid columns="3" gap="2">
            <Figure label={<FormattedMessage id="admin.users.totalLetters" />} value={format.count(user.totalLetters)} />
            <Figure label={<FormattedMessage id="admin.users.paidLetters" />} value={format.count(user.paidLetters)} />
            <Figure label={<FormattedMessage id="admin.users.totalSpent" />} value={format.dollars(user.totalSpent)} />
          </Grid>
          <Separator size="4" />
          <RecentLetters letters={user.recentLetters} more={user.moreLetters} />
        </Flex>
      </article>
    </Card>
  );
}
