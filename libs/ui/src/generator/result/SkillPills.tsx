import { Badge, Flex, Text } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';

interface SkillPillsProps {
  titleId: string;
  skills: string[];
  color: ComponentProps<typeof Badge>['color'];
  variant: ComponentProps<typeof Badge>['variant'];
}

export function SkillPills({ titleId, skills, color, variant }: SkillPillsProps) {
  const headingId = useId();
  if (skills.length === 0) return null;
  return (
    <Flex direction="column" gap="2">
      <Text id={headingId} size="2" weight="medium">
        <FormattedMessage id={titleId} />
      </Text>
      <Flex asChild wrap="wrap" gap="2">
        <ul className="cl-plain-list" aria-labelledby={headingId}>
          {skills.map((skill) => (
            <li key={skill}>
              <Badge size="2" radius="full" color={color} variant={variant}>
                {skill}
              </Badge>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
