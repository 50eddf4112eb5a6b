import { useSyncExternalStore } from 'react';
import { GuestBanner } from './GuestBanner';

/** The parts of a data router the banner needs: where it is, and news when that changes. */
export interface PathnameSource {
  state: { location: { pathname: string } };
  subscribe: (listener: () => void) => () => void;
}

/** The banner for App.tsx, which sits outside the router: it follows the router's location itself. */
export function RoutedGuestBanner({ router }: { router: PathnameSource }) {
  const pathname = useSyncExternalStore(
    router.subscribe,
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
  return <GuestBanner pathname={pathname} />;
}
