import { SCORE_MAX, type CoverLetterResponse } from '@coverletter/contracts';
import { CheckIcon, FileIcon, FileTextIcon, LinkedInLogoIcon, StarIcon } from '@radix-ui/react-icons';
import { Box, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { averageScore } from './average-score';

/** Each value: undefined while loading, null when it could not be loaded. */
interface StatTilesProps {
  letters: readonly CoverLetterResponse[] | null | undefined;
  cvCount: number | null | undefined;
  linkedinConnected: boolean | null | undefined;
}

function StatTile({ icon, labelId, children }: { icon: ReactNode; labelId: string; children: ReactNode }) {
  return (
    <Card size="2" className="stat-tile" asChild>
      <li>
        <Flex direction="column" gap="2">
          <Flex align="center" gap="2">
            <Box className="stat-tile__icon">{icon}</Box>
            <Text size="2" color="gray" className="stat-tile__label">
              <FormattedMessage id={labelId} />
            </Text>
          </Flex>
          <Text as="div" size={{ initial: '6', sm: '7' }} weight="bold" className="stat-tile__value">
            {children}
          </Text>
        </Flex>
      </li>
    </Card>
  );
}

/** A dash for "nothing to show", with words for screen readers. */
function Dash({ labelId }: { labelId: string }) {
  const intl = useIntl();
  return (
    <span role="img" aria-label={intl.formatMessage({ id: labelId })} className="stat-tile__dash">
      –
    </span>
  );
}

function Value<T>({ value, children }: { value: T | null | undefined; children: (value: T) => ReactNode }) {
  if (value === undefined) return <Skeleton width="48px" height="32px" />;
  if (value === null) return <Dash labelId="dashboard.stats.none" />;
  return children(value);
}

/** Letters, saved CVs, LinkedIn connected, and the average score out of 10 (SPEC.md section 2). */
export function StatTiles({ letters, cvCount, linkedinConnected }: StatTilesProps) {
  const intl = useIntl();
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap={{ initial: '3', sm: '4' }} asChild>
      <ul className="stat-tiles" aria-label={intl.formatMessage({ id: 'dashboard.stats.label' })}>
        <StatTile icon={<FileTextIcon />} labelId="dashboard.stats.letters">
          <Value value={letters}>{(list) => <FormattedNumber value={list.length} />}</Value>
        </StatTile>
        <StatTile icon={<FileIcon />} labelId="dashboard.stats.cvs">
          <Value value={cvCount}>{(count) => <FormattedNumber value={count} />}</Value>
        </StatTile>
        <StatTile icon={<LinkedInLogoIcon />} labelId="dashboard.stats.linkedin">
          <Value value={linkedinConnected}>
            {(connected) =>
              connected ? (
                <CheckIcon
                  width="32"
                  height="32"
                  className="stat-tile__check"
                  role="img"
                  aria-label={intl.formatMessage({ id: 'dashboard.stats.linkedinConnected' })}
                />
              ) : (
                <Dash labelId="dashboard.stats.linkedinNotConnected" />
              )
            }
          </Value>
        </StatTile>
        <StatTile icon={<StarIcon />} labelId="dashboard.stats.averageScore">
          <Value value={letters ? averageScore(letters) : letters}>
            {(average) => <FormattedMessage id="dashboard.stats.score" values={{ score: average, max: SCORE_MAX }} />}
          </Value>
        </StatTile>
      </ul>
    </Grid>
  );
}
