import type { AdminAnalytics } from '@coverletter/contracts';
import { Card, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { RankedBars } from './RankedBars';

/** SPEC.md section 9: the top 5 job titles. */
export const TOP_JOB_TITLES = 5;

export function TopJobTitles({ titles }: { titles: AdminAnalytics['topJobTitles'] }) {
  const top = titles.slice(0, TOP_JOB_TITLES);
  return (
    <Card size="2" className="admin-card-fill">
      <Heading as="h3" size="3" mb="3">
        <FormattedMessage id="admin.analytics.topJobTitles" />
      </Heading>
      {top.length === 0 ? (
        <Text size="2" color="gray">
          <FormattedMessage id="admin.analytics.noJobTitles" />
        </Text>
      ) : (
        <RankedBars
          items={top.map((title) => ({
            key: title.jobTitle,
            label: title.jobTitle,
            value: title.count,
            display: <FormattedMessage id="admin.analytics.letterCount" values={{ count: title.count }} />,
          }))}
        />
      )}
    </Card>
  );
}
