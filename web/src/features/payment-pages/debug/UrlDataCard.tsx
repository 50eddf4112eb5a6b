import { getSessionStore } from '@coverletter/ui';
import { Card, Code, DataList, Heading, Table, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';

/** What the page was opened with: the address, its query parameters and the stored guest session id. */
export function UrlDataCard() {
  const location = useLocation();
  const fullUrl = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
  const params = [...new URLSearchParams(location.search)];
  const sessionId = getSessionStore().get();

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        <FormattedMessage id="paymentPages.debug.urlData" />
      </Heading>
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label minWidth="140px">
            <FormattedMessage id="paymentPages.debug.fullUrl" />
          </DataList.Label>
          <DataList.Value className="payment-wrap-anywhere">
            <Code variant="ghost">{fullUrl}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">
            <FormattedMessage id="paymentPages.debug.path" />
          </DataList.Label>
          <DataList.Value className="payment-wrap-anywhere">
            <Code variant="ghost">{location.pathname}</Code>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">
            <FormattedMessage id="paymentPages.debug.sessionId" />
          </DataList.Label>
          <DataList.Value className="payment-wrap-anywhere">
            {sessionId ? <Code variant="ghost">{sessionId}</Code> : <FormattedMessage id="paymentPages.debug.none" />}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>

      <Heading as="h3" size="3" mt="5" mb="2">
        <FormattedMessage id="paymentPages.debug.queryParams" />
      </Heading>
      {params.length === 0 ? (
        <Text as="p" size="2" color="gray">
          <FormattedMessage id="paymentPages.debug.noParams" />
        </Text>
      ) : (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="paymentPages.debug.paramName" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="paymentPages.debug.paramValue" />
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {params.map(([name, value], index) => (
              <Table.Row key={`${name}-${index}`}>
                <Table.RowHeaderCell className="payment-wrap-anywhere">
                  <Code variant="ghost">{name}</Code>
                </Table.RowHeaderCell>
                <Table.Cell className="payment-wrap-anywhere">
                  <Code variant="ghost">{value}</Code>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
