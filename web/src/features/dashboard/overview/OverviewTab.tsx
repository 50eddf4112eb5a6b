import { OVERVIEW_PREVIOUS_LETTERS, type CoverLetterResponse } from '@coverletter/contracts';
import { ArrowRightIcon, FileTextIcon, PlusIcon } from '@radix-ui/react-icons';
import { Button, Flex, Grid, Heading } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { CoverLetterCard } from '../letters/CoverLetterCard';
import { EmptyState } from '../shared/EmptyState';
import { GeneratingBanner } from './GeneratingBanner';

interface OverviewTabProps {
  letters: readonly CoverLetterResponse[];
  isGenerating: boolean;
  onView: (letter: CoverLetterResponse) => void;
  onCreate: () => void;
  onViewAll: () => void;
}

/** The latest letter featured, up to three before it, or an invitation to create the first one. */
export function OverviewTab({ letters, isGenerating, onView, onCreate, onViewAll }: OverviewTabProps) {
  const [latest, ...older] = letters;
  const previous = older.slice(0, OVERVIEW_PREVIOUS_LETTERS);
  return (
    <Flex direction="column" gap="5">
      {isGenerating && <GeneratingBanner />}
      {latest ? (
        <>
          <section>
            <Heading as="h2" size="4" mb="3">
              <FormattedMessage id="dashboard.overview.latest" />
            </Heading>
            <CoverLetterCard letter={latest} onView={onView} featured />
          </section>
          {previous.length > 0 && (
            <section>
              <Flex justify="between" align="center" mb="3" gap="3">
                <Heading as="h2" size="4">
                  <FormattedMessage id="dashboard.overview.previous" />
                </Heading>
                <Button variant="ghost" onClick={onViewAll}>
                  <FormattedMessage id="dashboard.overview.viewAll" />
                  <ArrowRightIcon aria-hidden />
                </Button>
              </Flex>
              <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
                {previous.map((letter) => (
                  <CoverLetterCard key={letter.id} letter={letter} onView={onView} />
                ))}
              </Grid>
            </section>
          )}
        </>
      ) : (
        !isGenerating && (
          <EmptyState
            icon={<FileTextIcon width="28" height="28" />}
            title={<FormattedMessage id="dashboard.overview.empty.title" />}
            body={<FormattedMessage id="dashboard.overview.empty.body" />}
            action={
              <Button size="3" onClick={onCreate}>
                <PlusIcon aria-hidden />
                <FormattedMessage id="dashboard.overview.empty.action" />
              </Button>
            }
          />
        )
      )}
    </Flex>
  );
}
