import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../test/test-utils';
import { AdminLoginPage } from './AdminLoginPage';
import { checks } from './test-support/fixtures';
import { renderAdmin } from './test-support/render-admin';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));

test('offers the admin sign-in, a browser navigation to the API', async () => {
  mockFetch({ [API.adminCheck]: { body: checks.anonymous } });
  renderAdmin(<AdminLoginPage />, '/admin/login');

  expect(await screen.findByRole('link', { name: 'Sign In as Admin' })).toHaveAttribute('href', '/api/admin/login');
  expect(screen.getByTestId('address')).toHaveTextContent('/admin/login');
});

test('an administrator who is already signed in goes straight to /admin', async () => {
  mockFetch({ [API.adminCheck]: { body: checks.admin } });
  renderAdmin(<AdminLoginPage />, '/admin/login');

  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin$/));
});

test('a signed-in user who is not an admin stays, and is told which account is signed in', async () => {
  mockFetch({ [API.adminCheck]: { body: checks.signedIn } });
  renderAdmin(<AdminLoginPage />, '/admin/login');

  expect(await screen.findByText('You are signed in as someone@example.com, which is not an administrator account.')).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('/admin/login');
});
