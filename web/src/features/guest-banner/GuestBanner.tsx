import { BookmarkIcon, Cross2Icon } from '@radix-ui/react-icons';
import { Button, Container, Flex, IconButton, Text } from '@radix-ui/themes';
import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthUser } from '../auth/api/use-auth-user';
import { useGuestSignIn, type GuestSignIn } from '../carry-over/use-guest-sign-in';
import { isBannerDismissed, isBannerRoute, rememberBannerDismissed } from './banner-visibility';
import './guest-banner.css';

/**
 * SPEC.md section 2: invites visitors who are not signed in to sign in and keep their letters.
 * Not shown while the sign-in state is still unknown, so signed-in users never see it flash.
 */
export function GuestBanner({ pathname }: { pathname: string }) {
  const { user, isLoading } = useAuthUser();
  const signIn = useGuestSignIn();
  return <GuestInvitation signedOut={!isLoading && !user && isBannerRoute(pathname)} signIn={signIn} />;
}

const subscribeToNothing = () => () => {};

interface GuestInvitationProps {
  /** Known to be signed out (and on a page with the banner); false while the check is on its way. */
  signedOut: boolean;
  signIn: GuestSignIn;
}

/** The banner itself, for the app (GuestBanner) and for the prerendered landing's own entry, which has no queries. */
export function GuestInvitation({ signedOut, signIn }: GuestInvitationProps) {
  const intl = useIntl();
  // The stored choice as an external store: the prerendered landing shows the banner to a visitor,
  // and hydration starts from that markup (the server's snapshot) before reading the choice.
  const dismissedBefore = useSyncExternalStore(subscribeToNothing, isBannerDismissed, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!signedOut || dismissed || dismissedBefore) return null;

  const dismiss = () => {
    rememberBannerDismissed();
    setDismissed(true);
  };

  return (
    <aside className="guest-banner" aria-label={intl.formatMessage({ id: 'guestBanner.label' })}>
      <Container size="4" px={{ initial: '4', sm: '6' }}>
        <Flex align="center" gap="3" py="2">
          <BookmarkIcon className="guest-banner__icon" aria-hidden />
          <Text size="2" className="guest-banner__text">
            <FormattedMessage id="guestBanner.text" values={{ strong: (chunks) => <strong key="strong">{chunks}</strong> }} />
          </Text>
          <Flex align="center" gap="2" flexShrink="0" ml="auto">
            <Button asChild size="1">
              <a href={signIn.href} onClick={signIn.onFollow}>
                <FormattedMessage id="common.signIn" />
              </a>
            </Button>
            <IconButton size="1" variant="ghost" color="gray" onClick={dismiss} aria-label={intl.formatMessage({ id: 'guestBanner.dismiss' })}>
              <Cross2Icon />
            </IconButton>
          </Flex>
        </Flex>
      </Container>
    </aside>
  );
}
