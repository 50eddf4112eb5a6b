import type { LinkedinProfileResponse } from '@coverletter/contracts';
import { CheckCircledIcon, ExternalLinkIcon, LinkedInLogoIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Card, Flex, Link, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useDeleteLinkedinProfile } from '../api/use-delete-linkedin-profile';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { SectionHeading } from '../../../components/SectionHeading';
import { useNotify } from '../shared/use-notify';
import { LinkedinProfileDialog } from './LinkedinProfileDialog';

export function LinkedinTab({ profile }: { profile: LinkedinProfileResponse | null }) {
  const [editing, setEditing] = useState(false);
  return (
    <section>
      <SectionHeading titleId="linkedin.title" leadId="linkedin.lead" />
      {profile ? (
        <ConnectedProfile profile={profile} onEdit={() => setEditing(true)} />
      ) : (
        <EmptyState
          icon={<LinkedInLogoIcon width="28" height="28" />}
          title={<FormattedMessage id="linkedin.empty.title" />}
          body={<FormattedMessage id="linkedin.empty.body" />}
          action={
            <Button onClick={() => setEditing(true)}>
              <LinkedInLogoIcon aria-hidden />
              <FormattedMessage id="linkedin.connect" />
            </Button>
          }
        />
      )}
      <LinkedinProfileDialog open={editing} onOpenChange={setEditing} profile={profile} />
    </section>
  );
}

function ConnectedProfile({ profile, onEdit }: { profile: LinkedinProfileResponse; onEdit: () => void }) {
  const notify = useNotify();
  const remove = useDeleteLinkedinProfile();
  const summaryLength = profile.linkedinContent?.trim().length ?? 0;
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="4" justify="between" align={{ initial: 'stretch', sm: 'center' }}>
        <Flex gap="3" align="start" minWidth="0">
          <Box className="linkedin-card__logo">
            <LinkedInLogoIcon width="22" height="22" aria-hidden />
          </Box>
          <Flex direction="column" align="start" gap="1" minWidth="0">
            <Badge color="green" variant="soft" radius="full">
              <CheckCircledIcon aria-hidden />
              <FormattedMessage id="linkedin.connected" />
            </Badge>
            <Link href={profile.linkedinUrl ?? undefined} target="_blank" rel="noopener noreferrer" size="2" weight="medium" className="linkedin-card__url">
              {profile.linkedinUrl}
              <ExternalLinkIcon aria-hidden className="linkedin-card__external" />
            </Link>
            <Box>
              {profile.updatedAt && (
                <Text as="p" size="1" color="gray">
                  <FormattedMessage id="linkedin.updated" values={{ date: <FormattedDate key="date" value={profile.updatedAt} dateStyle="medium" /> }} />
                </Text>
              )}
              <Text as="p" size="1" color="gray">
                {summaryLength > 0 ? (
                  <FormattedMessage id="linkedin.summaryChars" values={{ count: summaryLength }} />
                ) : (
                  <FormattedMessage id="linkedin.noSummary" />
                )}
              </Text>
            </Box>
          </Flex>
        </Flex>
        <Flex gap="2" wrap="wrap" flexShrink="0">
          <Button variant="soft" onClick={onEdit}>
            <Pencil1Icon aria-hidden />
            <FormattedMessage id="linkedin.update" />
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="soft" color="red" loading={remove.isPending}>
                <TrashIcon aria-hidden />
                <FormattedMessage id="linkedin.remove" />
              </Button>
            }
            title={<FormattedMessage id="linkedin.remove.title" />}
            question={<FormattedMessage id="linkedin.remove.confirm" />}
            confirmLabel={<FormattedMessage id="linkedin.remove" />}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => notify.success('linkedin.removed'),
                onError: (error) => notify.failure('linkedin.removeFailed', error),
              })
            }
          />
        </Flex>
      </Flex>
    </Card>
  );
}
