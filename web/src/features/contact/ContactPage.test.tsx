import { API } from '@coverletter/contracts';
import { screen } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { ContactPage } from './ContactPage';

test('the mailto button uses the configured support address', async () => {
  mockFetch({ [API.appConfig]: { body: { supportEmail: 'help@example.org' } } });
  renderPage(<ContactPage />, { route: '/contact' });

  expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
  expect(await screen.findByText('help@example.org')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:help@example.org');
});

test('falls back to the default support address when the config call fails', async () => {
  const fetchMock = mockFetch({ [API.appConfig]: { status: 500, body: { message: 'boom' } } });
  renderPage(<ContactPage />, { route: '/contact' });

  await screen.findByRole('heading', { level: 1 });
  expect(fetchMock).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:support@coverletter.app');
});
