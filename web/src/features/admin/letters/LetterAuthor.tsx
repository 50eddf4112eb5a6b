import type { AdminCoverLetter } from '@coverletter/contracts';
import { Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { personName } from '../format/person-name';
import { PersonAvatar } from '../layout/PersonAvatar';

/** Who the letter belongs to: avatar, name or e-mail, and the user id. */
export function LetterAuthor({ letter }: { letter: Pick<AdminCoverLetter, 'user' | 'userId'> }) {
  const { user, userId } = letter;
  return (
    <Flex gap="2" align="center" className="admin-min-width">
      {user && <PersonAvatar person={user} size="1" />}
      <Flex direction="column" className="admin-min-width">
        <Text size="2" className="admin-break">
          {user ? personName(user) || <FormattedMessage id="admin.users.noName" /> : <FormattedMessage id="admin.letter.noUser" />}
        </Text>
        {userId && (
          <Text size="1" color="gray" className="admin-break">
            <FormattedMessage id="admin.users.id" values={{ id: userId }} />
          </Text>
        )}
      </Flex>
    </Flex>
  );
}
