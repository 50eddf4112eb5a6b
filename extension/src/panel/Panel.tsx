import type { AuthUser } from '@coverletter/contracts';
import { ErrorCallout, readApiError, toast } from '@coverletter/ui';
import { Box, Button, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { browser } from 'wxt/browser';
import { GuestPanel } from './GuestPanel';
import { PageBanner } from './PageBanner';
import { PanelHeader } from './PanelHeader';
import { useExternalLinks } from './use-external-links';
import { usePageReading } from './use-page-reading';
import { authUserQuery, useSignIn } from './use-sign-in';

// Guests never load the signed-in flow's code.
const AccountPanel = lazy(() => import('./account/AccountPanel'));

function PanelSkeleton() {
  return (
    <Flex direction="column" gap="3" aria-busy>
      <Skeleton height="120px" />
      <Skeleton height="220px" />
    </Flex>
  );
}

/**
 * The side panel: the posting on the open page goes into the generator from libs/ui (the guest
 * flow of /app), or into the signed-in flow once the user has signed in through the web app.
 */
export function Panel({ apiUrl }: { apiUrl: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const page = usePageReading();
  // main.tsx started this request before the first render; a failure there is shown, not asked again (Retry asks again).
  const auth = useQuery<AuthUser | null>({ ...authUserQuery(), retryOnMount: false });
  const signIn = useSignIn({ apiUrl, returnTabId: page.tabId });
  useExternalLinks(apiUrl, signIn.start);

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'ext.title' });
  }, [intl]);

  // Says so once when the user comes back signed in.
  const wasSignedIn = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    if (auth.data === undefined) return;
    const signedIn = auth.data !== null;
    if (wasSignedIn.current === false && signedIn) {
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'ext.signedIn.title' }),
        description: intl.formatMessage({ id: 'ext.signedIn.description' }),
      });
    }
    wasSignedIn.current = signedIn;
  }, [auth.data, intl]);

  return (
    <Flex direction="column" gap="3" p="3" asChild>
      <main className="ext-panel">
        <PanelHeader user={auth.data} signingIn={signIn.pending} onSignIn={() => void signIn.start()} onSignOut={() => void signIn.signOut()} />
        <PageBanner state={page} />
        {auth.isError && (
          <ErrorCallout
            title={<FormattedMessage id="ext.apiUnreachable.title" />}
            actions={
              <Flex gap="2">
                {/* Every request the panel made failed the same way: one retry asks them all again. */}
                <Button size="1" variant="soft" color="red" onClick={() => void queryClient.refetchQueries({ type: 'active' })}>
                  <FormattedMessage id="ext.retry" />
                </Button>
                <Button size="1" variant="soft" color="gray" onClick={() => void browser.runtime.openOptionsPage()}>
                  <FormattedMessage id="ext.options" />
                </Button>
              </Flex>
            }
          >
            <Text size="2">
              <FormattedMessage id="ext.apiUnreachable.body" values={{ url: apiUrl }} />
            </Text>
            <Text size="1" color="gray">
              {readApiError(auth.error).message}
            </Text>
          </ErrorCallout>
        )}
        <Box>
          {auth.isPending ? (
            <PanelSkeleton />
          ) : auth.data ? (
            <Suspense fallback={<PanelSkeleton />}>
              <AccountPanel apiUrl={apiUrl} page={page} />
            </Suspense>
          ) : (
            <GuestPanel apiUrl={apiUrl} page={page} showSessionError={!auth.isError} />
          )}
        </Box>
      </main>
    </Flex>
  );
}
