import { configureApiClient, createMemorySessionStore, dismissToast, Toaster } from '@coverletter/ui';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { renderPage } from '../../../test/test-utils';
import { DashboardPage } from '../DashboardPage';

/** Shows the current address, so a test can see parameters leave it. */
function AddressProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="address" data-navigation={navigationType}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export function renderDashboard(route = '/dashboard') {
  return renderPage(
    <>
      <DashboardPage />
      <AddressProbe />
      <Toaster />
    </>,
    { route },
  );
}

/** The toast store outlives a test; closing its toasts keeps one test's toast out of the next. */
export function closeToasts(): void {
  act(() => dismissToast());
}

/** Each test of the file starts with an empty session store and leaves no toast or sessionStorage entry behind. */
export function isolateEachTest(): void {
  beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
  afterEach(() => {
    closeToasts();
    window.sessionStorage.clear();
  });
}

/** A page with the toaster beside it. */
export function renderWithToaster(ui: ReactElement, options?: { route?: string }) {
  return renderPage(
    <>
      {ui}
      <Toaster />
    </>,
    options,
  );
}
