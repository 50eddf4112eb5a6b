import { InfoCircledIcon, ReaderIcon, LinkedInLogoIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { JOB_BOARDS } from '@coverletter/page-reader';
import { NoticeCallout } from '@coverletter/ui';
import { hasOrigins, JOB_BOARD_ORIGINS, requestOrigins } from '../browser/permissions';
import type { PostingSource } from '../page/posting';
import type { PageReadingState } from './use-page-reading';

const boardName = (id: string): string => JOB_BOARDS.find((board) => board.id === id)?.names[0] ?? id;

function SourceName({ source }: { source: PostingSource }) {
  if (source.startsWith('board:')) return <FormattedMessage id="ext.page.source.board" values={{ board: boardName(source.slice(6)) }} />;
  return <FormattedMessage id={`ext.page.source.${source}`} />;
}

/** What the panel knows about the open tab: reading, filled in, a new posting to offer, or why it cannot read it. */
export function PageBanner({ state }: { state: PageReadingState }) {
  const intl = useIntl();
  const { page, offer, appliedJob } = state;
  const [boardsAllowed, setBoardsAllowed] = useState(true);
  useEffect(() => {
    void hasOrigins(JOB_BOARD_ORIGINS).then(setBoardsAllowed);
  }, [page]);

  if (offer) {
    const isJob = offer.kind === 'job';
    const label = isJob ? [offer.title, offer.company].filter(Boolean).join(' · ') || offer.url : (offer.name ?? offer.url);
    return (
      <Card role="region" aria-label={intl.formatMessage({ id: isJob ? 'ext.page.offer.job' : 'ext.page.offer.profile' })}>
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2">
            {isJob ? <ReaderIcon aria-hidden /> : <LinkedInLogoIcon aria-hidden />}
            <Text size="2" weight="bold">
              <FormattedMessage id={isJob ? 'ext.page.offer.job' : 'ext.page.offer.profile'} />
            </Text>
          </Flex>
          <Text size="2" color="gray" className="ext-ellipsis">
            {label}
          </Text>
          <Flex gap="2">
            <Button size="2" onClick={state.useOffer}>
              <FormattedMessage id="ext.page.offer.use" />
            </Button>
            <Button size="2" variant="soft" color="gray" onClick={state.dismissOffer}>
              <FormattedMessage id="ext.page.offer.dismiss" />
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  }

  if (page.status === 'reading') {
    return (
      <Flex align="center" gap="2" role="status">
        <Spinner size="1" />
        <Text size="1" color="gray">
          <FormattedMessage id="ext.page.reading" />
        </Text>
      </Flex>
    );
  }

  if (page.status === 'blocked' && page.reason === 'permission') {
    const allowBoards = async () => {
      if (await requestOrigins(JOB_BOARD_ORIGINS)) {
        setBoardsAllowed(true);
        state.readAgain();
      }
    };
    return (
      <NoticeCallout
        color="gray"
        size="1"
        icon={<InfoCircledIcon />}
        actions={
          <>
            <Flex gap="2" wrap="wrap">
              <Button size="1" variant="soft" onClick={state.readAgain}>
                <FormattedMessage id="ext.page.readAgain" />
              </Button>
              {!boardsAllowed && (
                <Button size="1" variant="outline" onClick={allowBoards}>
                  <FormattedMessage id="ext.page.allowBoards" />
                </Button>
              )}
            </Flex>
            {!boardsAllowed && (
              <Text size="1" color="gray">
                <FormattedMessage id="ext.page.allowBoardsHint" />
              </Text>
            )}
          </>
        }
      >
        <Callout.Text>
          <FormattedMessage id="ext.page.blocked" />
        </Callout.Text>
      </NoticeCallout>
    );
  }

  if (page.status === 'blocked') {
    return (
      <Text size="1" color="gray" role="status" title={page.message}>
        <FormattedMessage id="ext.page.restricted" />
      </Text>
    );
  }

  if (page.status === 'read' && page.reading.kind === 'none') {
    return (
      <Text size="1" color="gray" role="status">
        <FormattedMessage id="ext.page.none" />
      </Text>
    );
  }

  if (page.status === 'read' && page.reading.kind === 'job' && appliedJob && appliedJob.url === page.reading.url) {
    return (
      <Flex align="center" gap="2" role="status">
        <ReaderIcon aria-hidden />
        <Text size="1" color="gray">
          <FormattedMessage id="ext.page.filled" /> · <SourceName source={appliedJob.source} />
        </Text>
      </Flex>
    );
  }

  if (page.status === 'read' && page.reading.kind === 'linkedin-profile') {
    return (
      <Flex align="center" gap="2" role="status">
        <LinkedInLogoIcon aria-hidden />
        <Text size="1" color="gray">
          <FormattedMessage id="ext.page.profileFilled" />
        </Text>
      </Flex>
    );
  }
  return null;
}
