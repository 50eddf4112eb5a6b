import { API } from '@coverletter/contracts';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderPage } from '../../test/test-utils';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  mockFetch({ [API.appConfig]: { body: { supportEmail: 'help@example.org' } } });
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  window.localStorage.clear();
});

function sectionTitles() {
  return within(screen.getByRole('article'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

test('terms: seven sections, the date, the AI provider, the identity provider and the price', async () => {
  renderPage(<TermsPage />, { route: '/terms' });

  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
  expect(sectionTitles()).toEqual([
    '1. Acceptance of Terms',
    '2. Use of Service',
    '3. Data Collection',
    '4. Limitation of Liability',
    '5. Pricing and Payments',
    '6. Intellectual Property',
    '7. Changes to These Terms',
  ]);
  const text = screen.getByRole('article').textContent;
  expect(text).toContain('AI provider');
  expect(text).toContain('identity provider');
  expect(text).toContain('may also be used to improve AI models');
  expect(text).toContain('Each additional letter costs $2');
  expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
});

test('privacy: eight sections, with the support address in the contact section', async () => {
  renderPage(<PrivacyPage />, { route: '/privacy' });

  expect(sectionTitles()).toHaveLength(8);
  const contact = screen.getByRole('region', { name: '8. Contact Us' });
  expect(await within(contact).findByRole('link', { name: 'help@example.org' })).toHaveAttribute('href', 'mailto:help@example.org');
  expect(screen.getByRole('region', { name: '4. Third-Party Services' })).toHaveTextContent('Payment gateway');
});

test.each([
  ['en', TermsPage],
  ['sv', TermsPage],
  ['en', PrivacyPage],
  ['sv', PrivacyPage],
])('every message exists and formats (%s, %p)', async (locale, Page) => {
  window.localStorage.setItem('locale', locale);
  renderPage(<Page />);

  await screen.findAllByRole('link', { name: 'help@example.org' });
  expect(consoleError).not.toHaveBeenCalled();
});
