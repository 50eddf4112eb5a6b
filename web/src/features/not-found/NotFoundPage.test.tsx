import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { NotFoundPage } from './NotFoundPage';

test('says the page was not found and links home', () => {
  mockFetch({});
  renderPage(<NotFoundPage />, { route: '/no/such/page' });

  expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
