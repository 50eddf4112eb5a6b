import { LandingView } from './LandingView';
import { QueryLandingData } from './QueryLandingData';
import { useSignInFailedNotice } from './use-sign-in-failed-notice';

/** The landing as a page of the app (a navigation to `/` inside it): its data from the app's queries. */
export function LandingPage() {
  useSignInFailedNotice();
  return (
    <QueryLandingData>
      <LandingView />
    </QueryLandingData>
  );
}
