import type { AdminCoverLetter } from '@coverletter/contracts';
import { FileTextIcon } from '@radix-ui/react-icons';
import { Flex, Grid, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { EmptyPanel } from '../layout/EmptyPanel';
import { LoadMoreButton, type PagedList } from '../layout/LoadMoreButton';
import { ShownOf } from '../layout/ShownOf';
import { SectionHeading } from '../../../components/SectionHeading';
import { AdminLetterCard } from './AdminLetterCard';
import { LetterDetailsDialog } from './LetterDetailsDialog';

interface CoverLettersTabProps {
  letters: readonly AdminCoverLetter[];
  paging: PagedList;
  totalLetters: number | undefined;
}

export function CoverLettersTab({ letters, paging, totalLetters }: CoverLettersTabProps) {
  const [viewing, setViewing] = useState<AdminCoverLetter | null>(null);
  return (
    <Flex direction="column" gap="4">
      <SectionHeading
        spaced={false}
        titleId="admin.letters.title"
        leadId="admin.letters.lead"
        aside={
          <Text size="2" color="gray" className="admin-no-wrap">
            <ShownOf shown={letters.length} total={totalLetters} />
          </Text>
        }
      />
      {letters.length === 0 ? (
        <EmptyPanel icon={<FileTextIcon width="24" height="24" />} title={<FormattedMessage id="admin.letters.empty" />} />
      ) : (
        <Grid columns={{ initial: '1', lg: '2' }} gap="4" asChild>
          <ul className="admin-plain-list">
            {letters.map((letter) => (
              <li key={letter.id}>
                <AdminLetterCard letter={letter} onView={setViewing} />
              </li>
            ))}
          </ul>
        </Grid>
      )}
      <LoadMoreButton list={paging} />
      <LetterDetailsDialog letter={viewing} onClose={() => setViewing(null)} />
    </Flex>
  );
}
