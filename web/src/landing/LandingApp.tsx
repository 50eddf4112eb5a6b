import type { Locale } from '@coverletter/contracts';
import { CatalogueLocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { ToastLayer } from '../app/ToastLayer';
import { landingCatalogue } from '../catalogues/landing';
import { useOneTimeLocationParams } from '../components/use-one-time-location-params';
import { GuestInvitation } from '../features/guest-banner/GuestBanner';
import { FetchLandingData } from '../features/landing/FetchLandingData';
import { useLandingData } from '../features/landing/landing-data';
import { LandingView } from '../features/landing/LandingView';
import { SIGN_IN_PARAMS, useSignInFailedToast } from '../features/landing/use-sign-in-failed-notice';

const LANDING_CATALOGUES = [landingCatalogue];

function LandingGuestBanner() {
  const { user, userPending, signIn } = useLandingData();
  return <GuestInvitation signedOut={!userPending && !user} signIn={signIn} />;
}

function SignInFailedNotice() {
  useOneTimeLocationParams(SIGN_IN_PARAMS, useSignInFailedToast());
  return null;
}

/**
 * The prerendered landing as its own small app (landing-main.tsx hydrates it, and
 * src/prerender/render-landing.tsx renders it at build time): the same page, banner and toasts as
 * App.tsx gives `/`, without the router (links are plain navigations), TanStack Query (plain
 * fetches) and the rest of the app's messages. Its markup is App.tsx's for `/`. `visitor`: the
 * server knows nobody is signed in (no session cookie), so the page starts signed out, banner and
 * all, instead of waiting for the check (no layout shift when it answers).
 */
export function LandingApp({ locale, visitor }: { locale: Locale; visitor?: boolean }) {
  return (
    <CatalogueLocaleProvider catalogues={LANDING_CATALOGUES} locale={locale}>
      <Theme accentColor="indigo" grayColor="slate" radius="large" scaling="100%" panelBackground="solid">
        <FetchLandingData visitor={visitor}>
          <LandingGuestBanner />
          <LandingView />
          <SignInFailedNotice />
        </FetchLandingData>
        <ToastLayer />
      </Theme>
    </CatalogueLocaleProvider>
  );
}
