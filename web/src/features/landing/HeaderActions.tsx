import type { AuthUser } from '@coverletter/contracts';
import { LanguageSwitcher } from '@coverletter/ui';
import { GearIcon } from '@radix-ui/react-icons';
import { Button, Flex, Skeleton, Strong, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { SiteLink } from '../../components/site-link';
import { CreateButton } from './CreateButton';
import { displayName } from './display-name';
import { useLandingData } from './landing-data';

function SignedInActions({ user }: { user: AuthUser }) {
  const { isAdmin } = useLandingData();
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
            <SiteLink to="/admin">
              <GearIcon aria-hidden />
              <FormattedMessage id="landing.admin" />
            </SiteLink>
          </Button>
        )}
        <Button asChild variant="soft">
          <SiteLink to="/dashboard">
            <FormattedMessage id="common.dashboard" />
          </SiteLink>
        </Button>
        <CreateButton />
      </Flex>
    </>
  );
}

function GuestActions() {
  const { signIn } = useLandingData();
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
  const { user, userPending: isLoading } = useLandingData();
  return (
    <>
      <nav className="header-actions" aria-label={intl.formatMessage({ id: 'landing.accountNav' })}>
        {isLoading ? <Skeleton width="220px" height="32px" /> : user ? <SignedInActions user={user} /> : <GuestActions />}
      </nav>
      <LanguageSwitcher />
    </>
  );
}
