import type { GenerationResult } from '@coverletter/contracts';
import { FillFormButton } from './FillFormButton';
import { InsertButton } from './InsertButton';
import type { PageReadingState } from './use-page-reading';

/** The guest result's buttons that put the letter into the page: in the chunk of the result card, not the panel's first load. */
export default function GuestResultActions({ result, page }: { result: GenerationResult; page: PageReadingState }) {
  return (
    <>
      <FillFormButton letter={{ text: result.coverLetter, companyName: result.companyName, letterhead: result.letterhead }} page={page} />
      <InsertButton text={result.coverLetter} tabId={page.tabId} />
    </>
  );
}
