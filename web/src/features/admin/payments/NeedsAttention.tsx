import type { AdminUnfulfilledPayment, PaidLetterRetryOutcome } from '@coverletter/contracts';
import { readApiError, toast } from '@coverletter/ui';
import { ExclamationTriangleIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Code, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdminUnfulfilledPayments } from '../api/use-admin-unfulfilled-payments';
import { useRetryPayment } from '../api/use-retry-payment';
import { personName } from '../format/person-name';
import { useAdminFormat } from '../format/use-admin-format';
import { LoadError } from '../layout/LoadError';
import { LoadMoreButton } from '../layout/LoadMoreButton';
import { StackedTable } from '../layout/StackedTable';

const OUTCOME_TOAST: Record<PaidLetterRetryOutcome, { title: string; body: string }> = {
  retried: { title: 'admin.attention.retried', body: 'admin.attention.retriedBody' },
  resent: { title: 'admin.attention.retried', body: 'admin.attention.retriedBody' },
  'already-queued': { title: 'admin.attention.alreadyQueued', body: 'admin.attention.alreadyQueuedBody' },
};

/**
 * Paid payments whose letter is not written yet, so none is lost: where each letter's job stands,
 * its last error and a Retry button. Shows nothing while none needs attention.
 */
export function NeedsAttention() {
  const payments = useAdminUnfulfilledPayments();
  if (payments.error && !payments.data) return <LoadError error={payments.error} onRetry={() => payments.refetch()} />;
  if (!payments.data?.length) return null;
  return (
    <Card size="2" className="admin-attention">
      <Flex direction="column" gap="3">
        <Flex gap="3" align="start">
          <Box className="admin-summary__icon admin-attention__icon">
            <ExclamationTriangleIcon width="18" height="18" />
          </Box>
          <Box>
            <Heading as="h3" size="4">
              <FormattedMessage id="admin.attention.title" />
            </Heading>
            <Text as="p" size="2" color="gray">
              <FormattedMessage id="admin.attention.lead" />
            </Text>
          </Box>
        </Flex>
        <UnfulfilledTable payments={payments.data} />
        <LoadMoreButton list={payments} />
      </Flex>
    </Card>
  );
}

function UnfulfilledTable({ payments }: { payments: readonly AdminUnfulfilledPayment[] }) {
  const intl = useIntl();
  const format = useAdminFormat();
  const retry = useRetryPayment();
  const text = (id: string) => intl.formatMessage({ id });

  const retryPayment = (payment: AdminUnfulfilledPayment) =>
    retry.mutate(payment.id, {
      onSuccess: ({ outcome }) => toast({ variant: 'success', title: text(OUTCOME_TOAST[outcome].title), description: text(OUTCOME_TOAST[outcome].body) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: text('admin.attention.retryFailed'),
          description: readApiError(error).message || text('admin.attention.retryFailedBody'),
        }),
    });

  return (
    <StackedTable
      label={text('admin.attention.title')}
      columns={[
        { key: 'paid', header: text('admin.attention.column.paid') },
        { key: 'user', header: text('admin.attention.column.user') },
        { key: 'amount', header: text('admin.attention.column.amount'), align: 'right' },
        { key: 'status', header: text('admin.attention.column.status') },
        { key: 'error', header: text('admin.attention.column.error') },
        { key: 'action', header: text('admin.attention.column.action') },
      ]}
      rows={payments.map((payment) => ({
        key: payment.id,
        cells: {
          paid: <span className="admin-no-wrap">{format.dateTime(payment.paidAt)}</span>,
          user: (
            <Flex direction="column">
              <span className="admin-break">{payment.user.email || personName(payment.user) || payment.user.id}</span>
              <Code variant="ghost" size="1" className="admin-break">
                {payment.reference}
              </Code>
            </Flex>
          ),
          amount: <span className="admin-no-wrap">{format.money(payment.amountMinor, payment.currency)}</span>,
          status: <FormattedMessage id={`admin.attention.state.${payment.taskState}`} values={{ attempts: payment.attempts }} />,
          error: payment.lastError ? (
            <Text size="1" className="admin-break">
              {payment.lastError}
            </Text>
          ) : (
            <Text size="1" color="gray">
              <FormattedMessage id="admin.attention.noError" />
            </Text>
          ),
          action: (
            <Button
              size="1"
              variant="soft"
              loading={retry.isPending && retry.variables === payment.id}
              disabled={retry.isPending}
              aria-label={intl.formatMessage({ id: 'admin.attention.retryLabel' }, { reference: payment.reference })}
              onClick={() => retryPayment(payment)}
            >
              <ReloadIcon />
              <FormattedMessage id="admin.attention.retry" />
            </Button>
          ),
        },
      }))}
    />
  );
}
