import { FirstLetterCongrats, GeneratorProgress, GeneratorWorkspace, SessionErrorCallout, useSessionStatus } from '@coverletter/ui';
import { Box, Container, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SiteFooter } from '../../components/SiteFooter';
import { usePageTitle } from '../../components/use-page-title';
import { useAuthUser } from '../auth/api/use-auth-user';
import { useGuestSignIn } from '../carry-over/use-guest-sign-in';
import { AccountGenerator } from './account/AccountGenerator';
import { AppPageHeader } from './AppPageHeader';
import { useFirstKnown } from './use-first-known';
import './generator-page.css';

/**
 * /app (SPEC.md section 2). A guest who arrives with the free letter already made sees the
 * congratulation card; 'View your cover letter' opens the generator with that letter in it.
 * Signed-in users always get the main app, never the guest's congratulation card or Sign In: the
 * signed-in header and the account's generator (AccountGenerator), which writes into the account.
 */
export function GuestAppPage() {
  usePageTitle('generator.pageTitle');
  const auth = useAuthUser();
  const signedIn = auth.user !== null;
  /** Known to be a guest: while the sign-in check runs, neither the guest stepper nor a guest session. */
  const isGuest = !auth.isLoading && !signedIn;
  const session = useSessionStatus({ enabled: isGuest });
  const arrivedWithResult = useFirstKnown(session.data?.hasResult);
  const [viewingResult, setViewingResult] = useState(false);
  const showCongrats = !signedIn && arrivedWithResult === true && !viewingResult;
  /** Every sign-in from here carries the guest session, so its work moves into the account. */
  const signIn = useGuestSignIn();
  const loadingNow = auth.isLoading || (!signedIn && session.isPending);
  // The generator replaces the spinner in a background render React can interrupt, not in one long
  // task as the session answers (Total Blocking Time, issue 15); the spinner itself comes at once.
  const loading = useDeferredValue(loadingNow) || loadingNow;

  return (
    <Box className="site-page guest-app">
      <AppPageHeader user={auth.isLoading ? undefined : auth.user} signIn={signIn} />
      <main className="site-page__main generator-page">
        <Container size="4" px={{ initial: '4', sm: '6' }} py={{ initial: '5', sm: '7' }}>
          <Flex direction="column" gap={{ initial: '5', sm: '6' }}>
            <Flex direction="column" gap="2">
              <Heading as="h1" size={{ initial: '7', sm: '8' }} className="generator-page__title">
                <FormattedMessage id="generator.intro.title" />
              </Heading>
              <Text as="p" size={{ initial: '2', sm: '3' }} color="gray">
                <FormattedMessage id="generator.intro.lead" />
              </Text>
            </Flex>
            {isGuest && <GeneratorProgress status={session.data} />}
            {loading ? (
              <Flex justify="center" py="9">
                <Spinner size="3" />
              </Flex>
            ) : signedIn ? (
              <AccountGenerator />
            ) : session.isError ? (
              <SessionErrorCallout error={session.error} onRetry={() => void session.refetch()} />
            ) : showCongrats ? (
              <FirstLetterCongrats loginHref={signIn.href} onFollow={signIn.onFollow} onViewResult={() => setViewingResult(true)} />
            ) : (
              <GeneratorWorkspace loginHref={signIn.href} onFollowLogin={signIn.onFollow} />
            )}
          </Flex>
        </Container>
      </main>
      <SiteFooter />
    </Box>
  );
}
