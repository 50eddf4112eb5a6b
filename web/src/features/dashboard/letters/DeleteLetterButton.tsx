import { TrashIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useDeleteCoverLetter } from '../api/use-delete-cover-letter';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useNotify } from '../shared/use-notify';

export function DeleteLetterButton({ letterId }: { letterId: string }) {
  const notify = useNotify();
  const deleteLetter = useDeleteCoverLetter();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="soft" color="red" size="2" loading={deleteLetter.isPending}>
          <TrashIcon aria-hidden />
          <FormattedMessage id="letters.delete" />
        </Button>
      }
      title={<FormattedMessage id="letters.delete.title" />}
      question={<FormattedMessage id="letters.delete.confirm" />}
      confirmLabel={<FormattedMessage id="letters.delete" />}
      onConfirm={() =>
        deleteLetter.mutate(letterId, {
          onSuccess: () => notify.success('letters.deleted'),
          onError: (error) => notify.failure('letters.deleteFailed', error),
        })
      }
    />
  );
}
