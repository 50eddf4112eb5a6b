import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderPage } from '../../../test/test-utils';

/** Where the router is now, so a test can see a client-side navigation happen. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

/** Renders a payment page at `route`; any navigation away lands on a page that shows its address. */
export function renderPaymentRoute(page: ReactElement, route: string) {
  const path = new URL(route, 'http://localhost').pathname;
  return renderPage(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<CurrentAddress />} />
    </Routes>,
    { route },
  );
}
