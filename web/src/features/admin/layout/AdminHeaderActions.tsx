import { LanguageSwitcher } from '@coverletter/ui';
import { DashboardIcon, GearIcon } from '@radix-ui/react-icons';
import { Avatar, Badge, Button, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SignedInAdmin } from '../access/AdminAccessGate';

interface AdminHeaderActionsProps {
  admin: SignedInAdmin;
  /** The page the header links to: settings from the dashboard, the dashboard from settings. */
  linkTo: 'settings' | 'dashboard';
}

/** SPEC.md section 2: a Settings link, the 'Admin Access' badge, and the admin's avatar and e-mail. */
export function AdminHeaderActions({ admin, linkTo }: AdminHeaderActionsProps) {
  const intl = useIntl();
  const email = admin.email ?? '';
  return (
    <>
      <nav className="admin-actions" aria-label={intl.formatMessage({ id: 'admin.header.nav' })}>
        <Button asChild variant="soft" color="gray">
          {linkTo === 'settings' ? (
            <Link to="/admin/settings">
              <GearIcon aria-hidden />
              <FormattedMessage id="admin.header.settings" />
            </Link>
          ) : (
            <Link to="/admin">
              <DashboardIcon aria-hidden />
              <FormattedMessage id="admin.header.dashboard" />
            </Link>
          )}
        </Button>
        <Badge color="green" variant="soft" size="2" radius="full">
          <FormattedMessage id="admin.header.badge" />
        </Badge>
        <Flex align="center" gap="2" className="admin-actions__who">
          <Avatar size="2" radius="full" src={admin.profileImageUrl || undefined} fallback={(email[0] ?? '?').toUpperCase()} alt="" />
          <Text size="2" color="gray" truncate className="admin-actions__email">
            {email}
          </Text>
        </Flex>
      </nav>
      <LanguageSwitcher />
    </>
  );
}
