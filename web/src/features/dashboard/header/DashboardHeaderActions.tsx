import type { AuthUser } from '@coverletter/contracts';
import { LanguageSwitcher } from '@coverletter/ui';
import { GearIcon } from '@radix-ui/react-icons';
import { Button, Flex } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAdminCheck } from '../../auth/api/use-admin-check';
import { SignOutForm } from '../../auth/SignOutForm';
import { AccountMenu } from './AccountMenu';

interface DashboardHeaderActionsProps {
  user: AuthUser;
  onNewLetter: () => void;
}

/** Admin (only when the server says so), '+ New Cover Letter', the account menu and Sign Out. */
export function DashboardHeaderActions({ user, onNewLetter }: DashboardHeaderActionsProps) {
  const intl = useIntl();
  const { isAdmin } = useAdminCheck();
  return (
    <>
      <nav className="dashboard-actions" aria-label={intl.formatMessage({ id: 'dashboard.header.nav' })}>
        {isAdmin && (
          <Button asChild variant="ghost" color="gray">
            <Link to="/admin">
              <GearIcon aria-hidden />
              <span className="dashboard-actions__wide-label">
                <FormattedMessage id="dashboard.header.admin" />
              </span>
            </Link>
          </Button>
        )}
        <Button onClick={onNewLetter}>
          <FormattedMessage id="dashboard.header.newLetter" />
        </Button>
        <SignOutForm variant="soft" color="gray" iconClassName="dashboard-actions__wide-icon" />
      </nav>
      <Flex align="center" gap="3">
        <LanguageSwitcher />
        <AccountMenu user={user} />
      </Flex>
    </>
  );
}
