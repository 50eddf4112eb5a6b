import { Badge, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';

export function SkillList({ skills }: { skills: readonly string[] }) {
  const intl = useIntl();
  if (skills.length === 0) {
    return (
      <Text size="2" color="gray">
        <FormattedMessage id="admin.letter.noSkills" />
      </Text>
    );
  }
  return (
    <Flex gap="1" wrap="wrap" asChild>
      <ul className="admin-plain-list" aria-label={intl.formatMessage({ id: 'admin.letter.skills' })}>
        {skills.map((skill) => (
          <li key={skill}>
            <Badge variant="surface" color="indigo" radius="full">
              {skill}
            </Badge>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
