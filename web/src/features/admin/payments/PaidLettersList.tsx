import { ADMIN_JOB_URL_CHARS, excerpt, type AdminCoverLetter } from '@coverletter/contracts';
import { CardStackIcon } from '@radix-ui/react-icons';
import { Code, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminPaidCoverLetters } from '../api/use-admin-paid-cover-letters';
import { personName } from '../format/person-name';
import { useAdminFormat } from '../format/use-admin-format';
import { letterCost } from '../letters/letter-cost';
import { EmptyPanel } from '../layout/EmptyPanel';
import { ExternalLink } from '../layout/ExternalLink';
import { ListLoading } from '../layout/ListLoading';
import { LoadError } from '../layout/LoadError';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { StackedTable } from '../layout/StackedTable';

/** Every paid letter, newest first, read from the server a page at a time. */
export function PaidLettersList() {
  const paid = useAdminPaidCoverLetters();
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="4">
        <FormattedMessage id="admin.payments.paidLetters" />
      </Heading>
      {paid.data ? (
        <PaidLettersTable letters={paid.data} />
      ) : paid.isPending ? (
        <ListLoading />
      ) : (
        <LoadError error={paid.error} onRetry={() => paid.refetch()} />
      )}
      <LoadMoreButton list={paid} />
    </Flex>
  );
}

function PaidLettersTable({ letters }: { letters: readonly AdminCoverLetter[] }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const header = (id: string) => intl.formatMessage({ id });
  if (letters.length === 0) {
    return <EmptyPanel icon={<CardStackIcon width="24" height="24" />} title={<FormattedMessage id="admin.payments.empty" />} />;
  }
  return (
    <StackedTable
      label={header('admin.payments.paidLetters')}
      columns={[
        { key: 'date', header: header('admin.payments.column.date') },
        { key: 'user', header: header('admin.payments.column.user') },
        { key: 'payment', header: header('admin.payments.column.paymentId') },
        { key: 'cost', header: header('admin.payments.column.cost'), align: 'right' },
        { key: 'match', header: header('admin.payments.column.match'), align: 'right' },
        { key: 'jobUrl', header: header('admin.payments.column.jobUrl') },
      ]}
      rows={letters.map((letter) => ({
        key: letter.id,
        cells: {
          date: <span className="admin-no-wrap">{format.dateTime(letter.createdAt)}</span>,
          user: <span className="admin-break">{(letter.user && (letter.user.email || personName(letter.user))) || letter.userId || '–'}</span>,
          payment: letter.paymentId ? (
            <Code variant="ghost" className="admin-break">
              {letter.paymentId}
            </Code>
          ) : (
            '–'
          ),
          cost: letterCost(letter, format, header('admin.letter.free')),
          match: format.score(letter.compatibilityScore),
          jobUrl: letter.jobUrl ? <ExternalLink href={letter.jobUrl}>{excerpt(letter.jobUrl, ADMIN_JOB_URL_CHARS)}</ExternalLink> : <Text color="gray">–</Text>,
        },
      }))}
    />
  );
}
