import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/test-utils';
import { LINKEDIN, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

const SCRAPE = `POST ${API.linkedinScrape}`;
const SAVE = `POST ${API.userLinkedin}`;
const PROFILE_TEXT = 'Frontend engineer with eight years of React, TypeScript and design systems in product teams.';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(closeToasts);

async function openModal(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderDashboard('/dashboard?tab=linkedin');
  fireEvent.click(await screen.findByRole('button', { name: 'Connect LinkedIn' }));
  return { api, dialog: await screen.findByRole('dialog', { name: 'Connect LinkedIn' }) };
}

function typeUrl(dialog: HTMLElement, url: string) {
  fireEvent.change(within(dialog).getByLabelText('LinkedIn profile URL'), { target: { value: url } });
}

test('without a profile: an empty state; the modal cannot save or extract until a profile URL is given', async () => {
  const { dialog } = await openModal(signedInRoutes());

  expect(within(dialog).getByLabelText('LinkedIn profile URL')).toBeRequired();
  expect(within(dialog).getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' })).toBeDisabled();

  typeUrl(dialog, 'https://example.com/anna');
  fireEvent.blur(within(dialog).getByLabelText('LinkedIn profile URL'));
  expect(within(dialog).getByText('Please enter a LinkedIn profile URL (linkedin.com/in/…)')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' })).toBeDisabled();

  typeUrl(dialog, 'https://www.linkedin.com/in/anna-lind');
  expect(within(dialog).getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' })).toBeEnabled();
});

test("a blocked profile shows 'LinkedIn Protection Detected'", async () => {
  const { dialog } = await openModal({
    ...signedInRoutes(),
    [SCRAPE]: { body: { success: false, content: '', message: 'LinkedIn blocks automated access to profiles. Please paste your background manually.' } },
  });

  typeUrl(dialog, 'https://www.linkedin.com/in/anna-lind');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('LinkedIn Protection Detected');
});

test("other failures show 'LinkedIn scraping failed' with the reason; too little content counts as one", async () => {
  const { dialog } = await openModal({ ...signedInRoutes(), [SCRAPE]: { body: { success: true, content: 'Anna Lind' } } });

  typeUrl(dialog, 'https://www.linkedin.com/in/anna-lind');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('LinkedIn scraping failed');
  expect(within(dialog).getByLabelText('Profile summary')).toHaveValue('');
});

describe('the scrape panels by reason code', () => {
  afterEach(() => window.localStorage.removeItem('locale'));

  const ENGLISH_BLOCKED = 'LinkedIn blocks automated access to profiles. Please paste your background manually.';

  async function extractInSwedish(answer: Parameters<typeof fakeApi>[0][string]) {
    window.localStorage.setItem('locale', 'sv');
    fakeApi({ ...signedInRoutes(), [SCRAPE]: answer });
    renderDashboard('/dashboard?tab=linkedin');
    fireEvent.click(await screen.findByRole('button', { name: 'Anslut LinkedIn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anslut LinkedIn' });
    fireEvent.change(within(dialog).getByLabelText('Adress till LinkedIn-profilen'), { target: { value: 'https://www.linkedin.com/in/anna-lind' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hämta från LinkedIn' }));
    return within(dialog).findByRole('alert');
  }

  test("English: 'blocked' is the protected panel with the reason and what to do", async () => {
    const { dialog } = await openModal({
      ...signedInRoutes(),
      [SCRAPE]: { body: { success: false, content: '', message: ENGLISH_BLOCKED, reason: 'blocked' } },
    });

    typeUrl(dialog, 'https://www.linkedin.com/in/anna-lind');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('LinkedIn Protection Detected');
    expect(alert).toHaveTextContent(
      'LinkedIn blocks automated access to profiles. Open your profile, copy your About and Experience sections and paste them into the profile summary.',
    );
    expect(alert).not.toHaveTextContent('Please paste your background manually.');
  });

  test.each([
    ['blocked', 'LinkedIn stoppar automatisk åtkomst till profiler.'],
    ['sign-in-wall', 'LinkedIn visar bara den här profilen för inloggade medlemmar.'],
  ])("Swedish: '%s' is the protected panel, in Swedish", async (reason, swedish) => {
    const alert = await extractInSwedish({ body: { success: false, content: '', message: ENGLISH_BLOCKED, reason } });
    expect(alert).toHaveTextContent('LinkedIn blockerar hämtningen');
    expect(alert).toHaveTextContent(`${swedish} Öppna din profil, kopiera avsnitten Om och Erfarenhet och klistra in dem i profilsammanfattningen.`);
    expect(alert).not.toHaveTextContent('blocks');
  });

  test.each([
    [
      { body: { success: false, content: '', message: 'LinkedIn took too long to respond. Please paste your background manually.', reason: 'timeout' } },
      'LinkedIn svarade inte i tid.',
    ],
    [
      apiError(400, 'Invalid LinkedIn URL', 'Please enter a LinkedIn profile URL (linkedin.com/in/…)', { reason: 'invalid-url' }),
      'Ange en länk till en LinkedIn-profil (linkedin.com/in/…)',
    ],
  ])('Swedish: another reason is the failed panel with its Swedish sentence (%#)', async (answer, swedish) => {
    const alert = await extractInSwedish(answer);
    expect(alert).toHaveTextContent('Det gick inte att hämta LinkedIn-profilen');
    expect(alert).toHaveTextContent(`${swedish} Klistra in din bakgrund i profilsammanfattningen i stället.`);
    expect(alert).not.toHaveTextContent(/took too long|Please enter/);
  });

  test('a code that names no block is never the protected panel, whatever its English says', async () => {
    const alert = await extractInSwedish({
      body: { success: false, content: '', message: 'LinkedIn blocks nothing, but the profile was not found.', reason: 'not-found' },
    });
    expect(alert).toHaveTextContent('Det gick inte att hämta LinkedIn-profilen');
    expect(alert).toHaveTextContent('Vi hittade inte den här LinkedIn-profilen. Kontrollera länken.');
  });

  test("an unknown code shows the server's sentence under 'LinkedIn scraping failed'", async () => {
    const alert = await extractInSwedish({ body: { success: false, content: '', message: 'LinkedIn is down for maintenance.', reason: 'maintenance' } });
    expect(alert).toHaveTextContent('Det gick inte att hämta LinkedIn-profilen');
    expect(alert).toHaveTextContent('LinkedIn is down for maintenance.');
  });
});

test('an extracted profile fills the summary; saving posts URL and summary and shows the connected card', async () => {
  const { api, dialog } = await openModal({
    ...signedInRoutes(),
    [SCRAPE]: { body: { success: true, content: PROFILE_TEXT } },
    [SAVE]: { body: { ...LINKEDIN, linkedinContent: PROFILE_TEXT } },
  });

  typeUrl(dialog, 'https://www.linkedin.com/in/anna-lind');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Extract from LinkedIn' }));
  await waitFor(() => expect(within(dialog).getByLabelText('Profile summary')).toHaveValue(PROFILE_TEXT));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));

  expect(await screen.findByText('LinkedIn profile saved')).toBeInTheDocument();
  expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ linkedinUrl: 'https://www.linkedin.com/in/anna-lind', linkedinContent: PROFILE_TEXT }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: /linkedin\.com\/in\/anna-lind/ })).toHaveAttribute('href', LINKEDIN.linkedinUrl);
});

test("a failed save says 'Failed to save LinkedIn profile'", async () => {
  const { dialog } = await openModal({
    ...signedInRoutes(),
    [SAVE]: apiError(400, 'Invalid LinkedIn URL', 'Please enter a LinkedIn profile URL (linkedin.com/in/…)'),
  });

  typeUrl(dialog, 'https://www.linkedin.com/in/anna-lind');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
  expect(await screen.findByText('Failed to save LinkedIn profile')).toBeInTheDocument();
});

test('connected: URL, last updated, Update Profile prefilled, and Remove after confirmation', async () => {
  const api = fakeApi({
    ...signedInRoutes({ linkedin: LINKEDIN }),
    [`DELETE ${API.userLinkedin}`]: apiError(500, 'Internal Server Error', 'Something went wrong'),
  });
  renderDashboard('/dashboard?tab=linkedin');

  expect(await screen.findByText('Last updated Feb 10, 2025')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update LinkedIn Profile' });
  expect(within(dialog).getByLabelText('LinkedIn profile URL')).toHaveValue(LINKEDIN.linkedinUrl);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Are you sure you want to remove your LinkedIn profile?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Failed to remove LinkedIn profile')).toBeInTheDocument();
  expect(api.requests(`DELETE ${API.userLinkedin}`)).toHaveLength(1);
});
