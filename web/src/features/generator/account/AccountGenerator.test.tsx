import { API } from '@coverletter/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/test-utils';
import { letter, signedInRoutes } from '../../dashboard/test-support/fixtures';
import { isolateEachTest, renderWithToaster } from '../../dashboard/test-support/render-dashboard';
import { GuestAppPage } from '../GuestAppPage';

const GENERATE = `POST ${API.generateUser}`;
const POSTING = 'Frontend Engineer at Northwind. React, TypeScript and accessibility in a small product team.';

/** What the letter is written from: the saved CV, the posting and the default options. */
const LETTER_REQUEST = { cvId: 'cv1', jobDescription: POSTING, useLinkedIn: false, length: 'standard', tone: 'formal', language: 'auto' };

isolateEachTest();

const renderApp = () => renderWithToaster(<GuestAppPage />, { route: '/app' });

test("signed in: the signed-in header (greeting and Dashboard), no 'Session Active', no Sign In, and no guest session started", async () => {
  const api = fakeApi(signedInRoutes());
  renderApp();

  const header = within(screen.getByRole('banner'));
  expect(await header.findByText('Anna')).toBeInTheDocument();
  expect(header.getByText(/Hi,/)).toBeInTheDocument();
  expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(header.queryByText('Session Active')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Create a Cover Letter' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'see your letters in the dashboard' })).toHaveAttribute('href', '/dashboard?tab=letters');
  expect(api.requests(`POST ${API.sessionInit}`)).toHaveLength(0);
  expect(api.requests(`GET ${API.sessionStatus}`)).toHaveLength(0);
});

test('signed in: the letter is written into the account with the saved CV, and opens in the letter viewer', async () => {
  const written = letter({ id: 'new', companyName: 'Northwind' });
  const api = fakeApi({ ...signedInRoutes(), [GENERATE]: { body: written }, [`POST ${API.coverLetters}/new/view`]: { body: { success: true } } });
  renderApp();

  fireEvent.change(await screen.findByLabelText('Job description'), { target: { value: POSTING } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

  const viewer = await screen.findByRole('dialog', { name: 'Letter for Northwind' });
  expect(viewer).toHaveTextContent('I would love to join Acme.');
  expect(api.requests(GENERATE)[0].body).toEqual(LETTER_REQUEST);
  expect(api.requests(`POST ${API.generate}`)).toHaveLength(0);
});

test('signed in, free letter used: the payment modal offers the same letter, as on the dashboard', async () => {
  fakeApi({ ...signedInRoutes(), [GENERATE]: apiError(402, 'Payment Required', 'Payment required', { coverLetterCount: 1 }) });
  renderApp();

  fireEvent.change(await screen.findByLabelText('Job description'), { target: { value: POSTING } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));

  const modal = await screen.findByRole('dialog', { name: 'Unlock your next cover letter' });
  await waitFor(() => expect(modal).toHaveTextContent('This will be your 2nd cover letter.'));
  expect(within(modal).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  expect(JSON.parse(window.sessionStorage.getItem('pendingPaymentRequest') ?? '{}')).toEqual(LETTER_REQUEST);
});

test('signed in without a saved CV: the upload leads to the dashboard CVs tab', async () => {
  fakeApi(signedInRoutes({ cvs: [] }));
  renderApp();

  expect(await screen.findByText('You have no saved CVs yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload a CV' })).toBeInTheDocument();
});
