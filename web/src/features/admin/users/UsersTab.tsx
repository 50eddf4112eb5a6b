import type { AdminUserSummary } from '@coverletter/contracts';
import { PersonIcon } from '@radix-ui/react-icons';
import { Flex, Grid, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { EmptyPanel } from '../layout/EmptyPanel';
import { LoadMoreButton, type PagedList } from '../layout/LoadMoreButton';
import { ShownOf } from '../layout/ShownOf';
import { SectionHeading } from '../../../components/SectionHeading';
import { UserCard } from './UserCard';

interface UsersTabProps {
  users: readonly AdminUserSummary[];
  paging: PagedList;
  totalUsers: number | undefined;
}

export function UsersTab({ users, paging, totalUsers }: UsersTabProps) {
  return (
    <Flex direction="column" gap="4">
      <SectionHeading
        spaced={false}
        titleId="admin.users.title"
        leadId="admin.users.lead"
        aside={
          <Text size="2" color="gray" className="admin-no-wrap">
            <ShownOf shown={users.length} total={totalUsers} />
          </Text>
        }
      />
      {users.length === 0 ? (
        <EmptyPanel icon={<PersonIcon width="24" height="24" />} title={<FormattedMessage id="admin.users.empty" />} />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" asChild>
          <ul className="admin-plain-list">
            {users.map((user) => (
              <li key={user.id}>
                <UserCard user={user} />
              </li>
            ))}
          </ul>
        </Grid>
      )}
      <LoadMoreButton list={paging} />
    </Flex>
  );
}
