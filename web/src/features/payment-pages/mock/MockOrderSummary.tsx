import { Code, DataList } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** What a checkout page lists: merchant, item, amount and the payment's reference. */
export function MockOrderSummary({ reference }: { reference: string | null }) {
  const rows = [
    { labelId: 'paymentPages.mock.merchant', value: <FormattedMessage id="common.productName" /> },
    { labelId: 'paymentPages.mock.item', value: <FormattedMessage id="paymentPages.mock.itemValue" /> },
    { labelId: 'paymentPages.mock.amount', value: <FormattedMessage id="paymentPages.mock.amountValue" /> },
    {
      labelId: 'paymentPages.mock.reference',
      value: reference ? <Code variant="ghost">{reference}</Code> : <FormattedMessage id="paymentPages.mock.noReference" />,
    },
  ];
  return (
    <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2">
      {rows.map(({ labelId, value }) => (
        <DataList.Item key={labelId}>
          <DataList.Label minWidth="110px">
            <FormattedMessage id={labelId} />
          </DataList.Label>
          <DataList.Value className="payment-wrap-anywhere">{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
