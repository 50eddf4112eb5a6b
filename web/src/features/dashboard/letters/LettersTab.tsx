import type { CoverLetterResponse } from '@coverletter/contracts';
import { FileTextIcon, PlusIcon } from '@radix-ui/react-icons';
import { Button, Grid } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../shared/EmptyState';
import { SectionHeading } from '../../../components/SectionHeading';
import { CoverLetterCard } from './CoverLetterCard';

interface LettersTabProps {
  letters: readonly CoverLetterResponse[];
  onView: (letter: CoverLetterResponse) => void;
  onCreate: () => void;
}

/** Every letter, newest first (the order `GET /api/cover-letters` answers in). */
export function LettersTab({ letters, onView, onCreate }: LettersTabProps) {
  const createButton = (
    <Button onClick={onCreate}>
      <PlusIcon aria-hidden />
      <FormattedMessage id="dashboard.overview.empty.action" />
    </Button>
  );
  return (
    <section>
      <SectionHeading titleId="letters.title" leadId="letters.lead" aside={letters.length > 0 ? createButton : undefined} />
      {letters.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon width="28" height="28" />}
          title={<FormattedMessage id="dashboard.overview.empty.title" />}
          body={<FormattedMessage id="dashboard.overview.empty.body" />}
          action={createButton}
        />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
          {letters.map((letter) => (
            <CoverLetterCard key={letter.id} letter={letter} onView={onView} />
          ))}
        </Grid>
      )}
    </section>
  );
}
