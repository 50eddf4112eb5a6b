import type { AdminRecentLetter } from '@coverletter/contracts';
import { Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useAdminFormat } from '../format/use-admin-format';
import { PaidBadge } from '../layout/PaidBadge';

interface RecentLettersProps {
  letters: readonly AdminRecentLetter[];
  /** Letters beyond the recent ones. */
  more: number;
}

/** A user's latest letters with their Paid/Free badge, then '+N more letters...'. */
export function RecentLetters({ letters, more }: RecentLettersProps) {
  const format = useAdminFormat();
  if (letters.length === 0) {
    return (
      <Text size="2" color="gray">
        <FormattedMessage id="admin.users.noLetters" />
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="2">
      <Text size="1" color="gray" weight="medium" className="admin-eyebrow">
        <FormattedMessage id="admin.users.recentLetters" />
      </Text>
      <ul className="admin-plain-list admin-recent">
        {letters.map((letter) => (
          <li key={letter.id} className="admin-recent__item">
            <Flex direction="column" className="admin-recent__text">
              <Text size="2" weight="medium" truncate>
                {letter.jobTitle || <FormattedMessage id="admin.letter.untitled" />}
              </Text>
              <Text size="1" color="gray" truncate>
                {letter.companyName ? `${letter.companyName} · ` : ''}
                {format.date(letter.createdAt)}
              </Text>
            </Flex>
            <PaidBadge wasPaid={letter.wasPaid} />
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Text size="1" color="gray">
          <FormattedMessage id="admin.users.moreLetters" values={{ count: more }} />
        </Text>
      )}
    </Flex>
  );
}
