import type { AuthUser } from '@coverletter/contracts';
import { LanguageSwitcher } from '@coverletter/ui';
import { Badge, Button, Flex, Skeleton, Strong, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SiteHeader } from '../../components/SiteHeader';
import { displayName } from '../landing/display-name';
import type { GuestSignIn } from '../carry-over/use-guest-sign-in';

interface AppPageHeaderProps {
  /** undefined while the sign-in state is unknown. */
  user: AuthUser | null | undefined;
  signIn: GuestSignIn;
}

/**
 * /app's header (SPEC.md section 2): for a guest the 'Session Active' badge and Sign In; for a
 * signed-in user the landing page's greeting and a Dashboard link instead.
 */
export function AppPageHeader({ user, signIn }: AppPageHeaderProps) {
  return (
    <SiteHeader>
      <Flex align="center" gap={{ initial: '2', sm: '4' }} className="guest-app-header__actions">
        {user === undefined ? <Skeleton width="160px" height="32px" /> : user ? <SignedInActions user={user} /> : <GuestActions signIn={signIn} />}
        <LanguageSwitcher />
      </Flex>
    </SiteHeader>
  );
}

function GuestActions({ signIn }: { signIn: GuestSignIn }) {
  return (
    <>
      <Badge color="green" variant="soft" radius="full" className="guest-app-header__session">
        <span className="guest-app-header__dot" aria-hidden />
        <FormattedMessage id="generator.sessionActive" />
      </Badge>
      <Button asChild size="2">
        <a href={signIn.href} onClick={signIn.onFollow}>
          <FormattedMessage id="common.signIn" />
        </a>
      </Button>
    </>
  );
}

function SignedInActions({ user }: { user: AuthUser }) {
  const name = displayName(user);
  return (
    <>
      <Text size="2" color="gray" className="guest-app-header__greeting">
        {name ? (
          <FormattedMessage id="landing.greeting" values={{ name: <Strong key="name">{name}</Strong> }} />
        ) : (
          <FormattedMessage id="landing.greetingNoName" />
        )}
      </Text>
      <Button asChild size="2" variant="soft">
        <Link to="/dashboard">
          <FormattedMessage id="common.dashboard" />
        </Link>
      </Button>
    </>
  );
}
