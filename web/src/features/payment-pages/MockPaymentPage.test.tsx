import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../test/test-utils';
import { MockPaymentPage } from './MockPaymentPage';
import { renderPaymentRoute } from './test-support/render-payment-route';

test('a checkout-like page whose button continues to the success page with the same ref', () => {
  mockFetch({});
  renderPaymentRoute(<MockPaymentPage />, '/payment/mock?ref=pay%20%26%201');

  expect(screen.getByRole('heading', { level: 1, name: 'Mock Payment' })).toBeInTheDocument();
  expect(screen.getByText(/no money moves/)).toBeInTheDocument();
  expect(screen.getByText('pay & 1')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');

  fireEvent.click(screen.getByRole('link', { name: 'Complete payment' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/payment/success?ref=pay+%26+1');
});

test('without a ref the button goes to the success page as it is', () => {
  mockFetch({});
  renderPaymentRoute(<MockPaymentPage />, '/payment/mock');

  expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/payment/success');
});
