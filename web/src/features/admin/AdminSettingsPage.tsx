import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Box, Button, Card, Container, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { AdminAccessGate, type SignedInAdmin } from './access/AdminAccessGate';
import { PermissionDenied } from './access/PermissionDenied';
import { isForbidden } from './api/forbidden';
import { useAdminPaymentConfig } from './api/use-admin-payment-config';
import { AdminFrame } from './layout/AdminFrame';
import { AdminHeaderActions } from './layout/AdminHeaderActions';
import { LoadError } from './layout/LoadError';
import { AdditionalSettingsCard } from './settings/AdditionalSettingsCard';
import { PaymentConfigCard } from './settings/PaymentConfigCard';

/** /admin/settings (SPEC.md section 2). */
export function AdminSettingsPage() {
  usePageTitle('admin.settings.pageTitle');
  return <AdminAccessGate>{(admin) => <AdminSettings admin={admin} />}</AdminAccessGate>;
}

function ConfigSkeleton() {
  const intl = useIntl();
  return (
    <Card size="4" role="status" aria-label={intl.formatMessage({ id: 'admin.settings.loading' })}>
      <Skeleton width="240px" height="28px" />
      <Skeleton width="100%" height="40px" mt="5" />
      <Skeleton width="100%" height="40px" mt="4" />
      <Skeleton width="160px" height="40px" mt="5" />
    </Card>
  );
}

function AdminSettings({ admin }: { admin: SignedInAdmin }) {
  const config = useAdminPaymentConfig();
  if (isForbidden(config.error)) return <PermissionDenied />;
  return (
    <AdminFrame actions={<AdminHeaderActions admin={admin} linkTo="dashboard" />}>
      <Container size="3" px={{ initial: '4', sm: '6' }} py={{ initial: '5', sm: '7' }}>
        <Flex direction="column" gap="5">
          <Box>
            <Button asChild variant="ghost" color="gray" mb="3">
              <Link to="/admin">
                <ArrowLeftIcon aria-hidden />
                <FormattedMessage id="admin.settings.back" />
              </Link>
            </Button>
            <Heading as="h1" size={{ initial: '7', sm: '8' }} className="admin__title">
              <FormattedMessage id="admin.settings.title" />
            </Heading>
            <Text as="p" size={{ initial: '2', sm: '3' }} color="gray" mt="1">
              <FormattedMessage id="admin.settings.lead" />
            </Text>
          </Box>
          {config.data ? (
            // A fresh form for every saved config, so a refetch shows what the server kept.
            <PaymentConfigCard key={JSON.stringify(config.data)} saved={config.data} />
          ) : config.isError ? (
            <LoadError error={config.error} onRetry={() => config.refetch()} />
          ) : (
            <ConfigSkeleton />
          )}
          <AdditionalSettingsCard />
        </Flex>
      </Container>
    </AdminFrame>
  );
}
