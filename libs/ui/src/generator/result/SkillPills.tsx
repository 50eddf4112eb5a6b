import type { SkillEvidence } from '@coverletter/contracts';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useId, useState, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';

interface SkillPillsProps {
  titleId: string;
  skills: string[];
  color: ComponentProps<typeof Badge>['color'];
  variant: ComponentProps<typeof Badge>['variant'];
  /** The CV or background line that shows each skill: a pill that has one opens it. */
  evidence?: SkillEvidence[];
}

export function SkillPills({ titleId, skills, color, variant, evidence = [] }: SkillPillsProps) {
  const headingId = useId();
  const lineId = useId();
  const [open, setOpen] = useState<string | null>(null);
  if (skills.length === 0) return null;
  const lineOf = (skill: string) => evidence.find((e) => e.skill === skill)?.evidence;
  const shown = open === null ? undefined : lineOf(open);
  return (
    <Flex direction="column" gap="2">
      <Text id={headingId} size="2" weight="medium">
        <FormattedMessage id={titleId} />
      </Text>
      {evidence.length > 0 && (
        <Text size="1" color="gray">
          <FormattedMessage id="generator.result.evidence.hint" />
        </Text>
      )}
      <Flex asChild wrap="wrap" gap="2">
        <ul className="cl-plain-list" aria-labelledby={headingId}>
          {skills.map((skill) => (
            <li key={skill}>
              {lineOf(skill) ? (
                <Badge asChild size="2" radius="full" color={color} variant={open === skill ? 'solid' : variant}>
                  <button
                    type="button"
                    className="cl-pill-button"
                    aria-expanded={open === skill}
                    aria-controls={lineId}
                    onClick={() => setOpen(open === skill ? null : skill)}
                  >
                    {skill}
                  </button>
                </Badge>
              ) : (
                <Badge size="2" radius="full" color={color} variant={variant}>
                  {skill}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </Flex>
      <div id={lineId} aria-live="polite">
        {shown && (
          <Text as="p" size="2">
            <FormattedMessage id="generator.result.evidence.line" values={{ skill: open, evidence: shown }} />
          </Text>
        )}
      </div>
    </Flex>
  );
}
