import type { SavedCvResponse } from '@coverletter/contracts';
import { FileTextIcon } from '@radix-ui/react-icons';
import { Grid } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../shared/EmptyState';
import { SectionHeading } from '../../../components/SectionHeading';
import { SavedCvCard } from './SavedCvCard';
import { UploadCvButton } from './UploadCvButton';

export function CvsTab({ cvs }: { cvs: readonly SavedCvResponse[] }) {
  return (
    <section>
      <SectionHeading titleId="cvs.title" leadId="cvs.lead" aside={cvs.length > 0 ? <UploadCvButton /> : undefined} />
      {cvs.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon width="28" height="28" />}
          title={<FormattedMessage id="cvs.empty.title" />}
          body={<FormattedMessage id="cvs.empty.body" />}
          action={<UploadCvButton />}
        />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
          {cvs.map((cv) => (
            <SavedCvCard key={cv.id} cv={cv} />
          ))}
        </Grid>
      )}
    </section>
  );
}
