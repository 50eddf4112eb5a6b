import { API } from '@coverletter/contracts';
import { EnterIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Box, Button, Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { useAdminCheck } from '../auth/api/use-admin-check';
import { AdminFrame } from './layout/AdminFrame';
import { StatusScreen } from './layout/StatusScreen';

/** /admin/login (SPEC.md section 2): a sign-in button, or straight on to /admin for an admin. */
export function AdminLoginPage() {
  usePageTitle('admin.login.pageTitle');
  const { query } = useAdminCheck();
  const check = query.data;
  if (check?.authenticated && check.isAdmin) return <Navigate to="/admin" replace />;
  return (
    <AdminFrame>
      {query.isPending ? (
        <StatusScreen busy icon={<Spinner size="3" />} title={<FormattedMessage id="admin.access.checking" />} />
      ) : (
        <StatusScreen
          icon={<LockClosedIcon width="28" height="28" />}
          title={<FormattedMessage id="admin.login.title" />}
          body={<FormattedMessage id="admin.login.body" />}
        >
          <Box className="admin-login__actions">
            {/* A browser navigation: the API sends the visitor to sign in and then back to /admin. */}
            <Button asChild size="3" variant="outline" color="gray" highContrast className="admin-login__button">
              <a href={API.adminLogin}>
                <EnterIcon aria-hidden className="admin-login__mark" />
                <FormattedMessage id="admin.login.button" />
              </a>
            </Button>
            {check?.authenticated && (
              <Text as="p" size="2" color="gray" align="center" mt="3">
                <FormattedMessage id="admin.login.notAdmin" values={{ email: check.user?.email ?? '' }} />
              </Text>
            )}
          </Box>
        </StatusScreen>
      )}
    </AdminFrame>
  );
}
