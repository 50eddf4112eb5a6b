import type { AdminCoverLetter } from '@coverletter/contracts';
import { CopyIcon } from '@radix-ui/react-icons';
import { Box, Button, Code, DataList, Dialog, Flex, Grid, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { personName } from '../format/person-name';
import { useAdminFormat } from '../format/use-admin-format';
import { ExternalLink } from '../layout/ExternalLink';
import { PaidBadge } from '../layout/PaidBadge';
import { PersonAvatar } from '../layout/PersonAvatar';
import { DetailSection } from './DetailSection';
import { letterCost } from './letter-cost';
import { SkillList } from './SkillList';
import { useCopyText } from './use-copy-text';

interface LetterDetailsDialogProps {
  letter: AdminCoverLetter | null;
  onClose: () => void;
}

/** The whole letter with everything known about it (SPEC.md section 2, Cover Letters tab). */
export function LetterDetailsDialog({ letter, onClose }: LetterDetailsDialogProps) {
  return (
    <Dialog.Root open={letter !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="960px">{letter && <LetterDetails letter={letter} />}</Dialog.Content>
    </Dialog.Root>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="96px">{label}</DataList.Label>
      <DataList.Value className="admin-min-width">{children}</DataList.Value>
    </DataList.Item>
  );
}

function None() {
  return (
    <Text color="gray">
      <FormattedMessage id="admin.letter.none" />
    </Text>
  );
}

function LetterDetails({ letter }: { letter: AdminCoverLetter }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const copy = useCopyText();
  const { user } = letter;
  return (
    <Flex direction="column" gap="4">
      <Box>
        <Dialog.Title mb="1" className="admin-break">
          {letter.jobTitle || <FormattedMessage id="admin.letter.untitled" />}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {letter.companyName || <FormattedMessage id="admin.letter.noCompany" />}
        </Dialog.Description>
      </Box>

      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="5">
        <Flex direction="column" gap="2" className="admin-min-width">
          <Box className="admin-letter-text" tabIndex={0} role="document" aria-label={intl.formatMessage({ id: 'admin.letter.fullText' })}>
            <Text as="div" size="2">
              {letter.coverLetterText}
            </Text>
          </Box>
          <Text size="1" color="gray">
            <FormattedMessage id="admin.letter.characters" values={{ count: letter.coverLetterText.length }} />
          </Text>
        </Flex>

        <Flex direction="column" gap="4" className="admin-min-width">
          <DetailSection title={<FormattedMessage id="admin.letter.details" />}>
            <DataList.Root size="2">
              <Row label={<FormattedMessage id="admin.letter.matchScoreLabel" />}>{format.score(letter.compatibilityScore)}</Row>
              <Row label={<FormattedMessage id="admin.letter.cost" />}>{letterCost(letter, format, intl.formatMessage({ id: 'admin.letter.free' }))}</Row>
              <Row label={<FormattedMessage id="admin.letter.status" />}>
                <PaidBadge wasPaid={letter.wasPaid} />
              </Row>
              {letter.editCount !== undefined && (
                <Row label={<FormattedMessage id="admin.letter.edits" />}>
                  <FormattedMessage id="admin.letter.editCount" values={{ count: letter.editCount }} />
                </Row>
              )}
              {letter.writerModel && (
                <Row label={<FormattedMessage id="admin.letter.writtenBy" />}>
                  {letter.writerModel === 'local' ? <FormattedMessage id="admin.letter.localWriter" /> : <Code variant="ghost">{letter.writerModel}</Code>}
                </Row>
              )}
              {letter.promptVersion && (
                <Row label={<FormattedMessage id="admin.letter.promptVersion" />}>
                  <Code variant="ghost">{letter.promptVersion}</Code>
                </Row>
              )}
              {letter.tokenUsage && (
                <Row label={<FormattedMessage id="admin.letter.tokens" />}>
                  <FormattedMessage
                    id="admin.letter.tokenUsage"
                    values={{
                      total: intl.formatNumber(letter.tokenUsage.totalTokens),
                      prompt: intl.formatNumber(letter.tokenUsage.promptTokens),
                      completion: intl.formatNumber(letter.tokenUsage.completionTokens),
                    }}
                  />
                </Row>
              )}
            </DataList.Root>
          </DetailSection>

          <DetailSection title={<FormattedMessage id="admin.letter.userInfo" />}>
            {user ? (
              <Flex gap="3" align="center">
                <PersonAvatar person={user} size="3" />
                <Box className="admin-min-width">
                  <Text as="div" size="2" weight="medium" className="admin-break">
                    {personName({ ...user, email: null }) || <FormattedMessage id="admin.users.noName" />}
                  </Text>
                  <Text as="div" size="2" color="gray" className="admin-break">
                    {user.email ?? <FormattedMessage id="admin.users.noEmail" />}
                  </Text>
                  {letter.userId && (
                    <Text as="div" size="1" color="gray" className="admin-break">
                      <FormattedMessage id="admin.users.id" values={{ id: letter.userId }} />
                    </Text>
                  )}
                </Box>
              </Flex>
            ) : (
              <Text size="2" color="gray">
                <FormattedMessage id="admin.letter.noUser" />
              </Text>
            )}
          </DetailSection>

          <DetailSection title={<FormattedMessage id="admin.letter.timeline" />}>
            <DataList.Root size="2">
              <Row label={<FormattedMessage id="admin.letter.created" />}>
                <Box>
                  <Text as="div">{format.dateTime(letter.createdAt)}</Text>
                  <Text as="div" size="1" color="gray">
                    {format.ago(letter.createdAt)}
                  </Text>
                </Box>
              </Row>
            </DataList.Root>
          </DetailSection>

          <DetailSection title={<FormattedMessage id="admin.letter.references" />}>
            <DataList.Root size="2">
              <Row label={<FormattedMessage id="admin.letter.jobUrl" />}>{letter.jobUrl ? <ExternalLink href={letter.jobUrl} /> : <None />}</Row>
              <Row label={<FormattedMessage id="admin.letter.linkedinUrl" />}>{letter.linkedinUrl ? <ExternalLink href={letter.linkedinUrl} /> : <None />}</Row>
              <Row label={<FormattedMessage id="admin.letter.paymentId" />}>
                {letter.paymentId ? (
                  <Code variant="ghost" className="admin-break">
                    {letter.paymentId}
                  </Code>
                ) : (
                  <None />
                )}
              </Row>
            </DataList.Root>
          </DetailSection>

          <DetailSection title={<FormattedMessage id="admin.letter.skills" />}>
            <SkillList skills={letter.matchingSkills} />
          </DetailSection>

          <DetailSection title={<FormattedMessage id="admin.letter.letterId" />}>
            <Code variant="ghost" className="admin-break">
              {letter.id}
            </Code>
          </DetailSection>
        </Flex>
      </Grid>

      <Flex gap="3" justify="end" wrap="wrap">
        <Button variant="soft" onClick={() => copy(letter.coverLetterText)}>
          <CopyIcon aria-hidden />
          <FormattedMessage id="admin.letter.copy" />
        </Button>
        <Dialog.Close>
          <Button variant="solid">
            <FormattedMessage id="common.close" />
          </Button>
        </Dialog.Close>
      </Flex>
    </Flex>
  );
}
