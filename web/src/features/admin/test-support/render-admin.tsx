import { dismissToast, Toaster } from '@coverletter/ui';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderPage } from '../../../test/test-utils';

function AddressProbe() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

/** Renders an admin page at its route, with the toaster and the current address. */
export function renderAdmin(page: ReactElement, route: string) {
  return renderPage(
    <>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
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
