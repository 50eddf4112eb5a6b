import { HomeIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SignOutForm } from '../../auth/SignOutForm';
import { AdminFrame } from '../layout/AdminFrame';
import { StatusScreen } from '../layout/StatusScreen';

/** A signed-in visitor the server refuses (403) as an administrator. */
export function PermissionDenied() {
  return (
    <AdminFrame>
      <StatusScreen
        tone="red"
        icon={<LockClosedIcon width="28" height="28" />}
        title={<FormattedMessage id="admin.denied.title" />}
        body={<FormattedMessage id="admin.denied.body" />}
        actions={
          <>
            <Button asChild variant="soft" color="gray" size="3">
              <Link to="/">
                <HomeIcon aria-hidden />
                <FormattedMessage id="common.backHome" />
              </Link>
            </Button>
            <SignOutForm variant="soft" size="3" />
          </>
        }
      />
    </AdminFrame>
  );
}
