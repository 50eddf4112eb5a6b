import type { AdminCheckResponse } from '@coverletter/contracts';
import { EnterIcon, ExclamationTriangleIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useAdminCheck } from '../../auth/api/use-admin-check';
import { AdminFrame } from '../layout/AdminFrame';
import { LoadError } from '../layout/LoadError';
import { StatusScreen } from '../layout/StatusScreen';

export type SignedInAdmin = NonNullable<AdminCheckResponse['user']>;

const UNKNOWN_USER: SignedInAdmin = { email: null, profileImageUrl: '' };

/**
 * The admin pages' first step (SPEC.md section 2): 'Checking authentication...', then 'Admin
 * Access Required' for visitors who are not signed in. Only signed-in visitors reach `children`,
 * so the admin data calls run only once the check says authenticated (SPEC.md section 7).
 */
export function AdminAccessGate({ children }: { children: (admin: SignedInAdmin) => ReactNode }) {
  const { query } = useAdminCheck();
  if (query.data?.authenticated) return children(query.data.user ?? UNKNOWN_USER);
  return (
    <AdminFrame>
      {query.isPending ? (
        <StatusScreen busy icon={<Spinner size="3" />} title={<FormattedMessage id="admin.access.checking" />} />
      ) : query.isError ? (
        <StatusScreen tone="red" icon={<ExclamationTriangleIcon width="28" height="28" />} title={<FormattedMessage id="admin.access.checkFailed" />}>
          <LoadError error={query.error} onRetry={() => query.refetch()} />
        </StatusScreen>
      ) : (
        <StatusScreen
          icon={<LockClosedIcon width="28" height="28" />}
          title={<FormattedMessage id="admin.access.required" />}
          body={<FormattedMessage id="admin.access.requiredBody" />}
          actions={
            <Button asChild size="3">
              <Link to="/admin/login">
                <EnterIcon aria-hidden />
                <FormattedMessage id="admin.access.signIn" />
              </Link>
            </Button>
          }
        />
      )}
    </AdminFrame>
  );
}
