import type { AuthUser } from '@coverletter/contracts';
import { LanguageSwitcher } from '@coverletter/ui';
import { GearIcon } from '@radix-ui/react-icons';
import { Button, Flex, Skeleton, Strong, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAdminCheck } from '../auth/api/use-admin-check';
import { useAuthUser } from '../auth/api/use-auth-user';
import { useGuestSignIn } from '../carry-over/use-guest-sign-in';
import { CreateButton } from './CreateButton';
import { displayName } from './display-name';

function SignedInActions({ user }: { user: AuthUser }) {
  const { isAdmin } = useAdminCheck();
  const name = displayName(user);
  return (
    <>
      <Text size="2" color="gray" className="header-actions__greeting">
        {name ? (
          <FormattedMessage id="landing.greeting" values={{ name: <Strong key="name">{name}</Strong> }} />
        ) : (
          <FormattedMessage id="landing.greetingNoName" />
        )}
      </Text>
      <Flex align="center" gap={{ initial: '2', sm: '3' }} wrap="wrap">
        {isAdmin && (
          <Button asChild variant="ghost" color="gray">
            <Link to="/admin">
              <GearIcon aria-hidden />
              <FormattedMessage id="landing.admin" />
            </Link>
          </Button>
        )}
        <Button asChild variant="soft">
          <Link to="/dashboard">
            <FormattedMessage id="common.dashboard" />
          </Link>
        </Button>
        <CreateButton />
      </Flex>
    </>
  );
}

function GuestActions() {
  const signIn = useGuestSignIn();
  return (
    <>
      <Button asChild variant="ghost" color="gray" highContrast>
        <a href={signIn.href} onClick={signIn.onFollow}>
          <FormattedMessage id="common.signIn" />
        </a>
      </Button>
      <CreateButton />
    </>
  );
}

export function HeaderActions() {
  const intl = useIntl();
  const { user, isLoading } = useAuthUser();
  return (
    <>
      <nav className="header-actions" aria-label={intl.formatMessage({ id: 'landing.accountNav' })}>
        {isLoading ? <Skeleton width="220px" height="32px" /> : user ? <SignedInActions user={user} /> : <GuestActions />}
      </nav>
      <LanguageSwitcher />
    </>
  );
}
