import { ADMIN_API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, mockFetch, type FakeAnswer } from '../../../test/test-utils';
import { firstPage, unfulfilledPayment } from '../test-support/fixtures';
import { closeToasts, renderAdmin } from '../test-support/render-admin';
import { NeedsAttention } from './NeedsAttention';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  closeToasts();
  window.localStorage.removeItem('locale');
});

const RETRY_PATH = ADMIN_API.retryPayment('p1');

function renderCard(unfulfilled: FakeAnswer, retry?: FakeAnswer | (() => Promise<FakeAnswer>)) {
  const fetchMock = mockFetch({ [firstPage.unfulfilled]: unfulfilled, ...(retry ? { [RETRY_PATH]: retry } : {}) });
  renderAdmin(<NeedsAttention />, '/admin');
  return fetchMock;
}

const calls = (fetchMock: jest.Mock, path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);
const toastList = () => screen.getByRole('region', { name: /Notifications/ });

test('lists each paid payment without its letter: when, who, how much, where its job stands and the last error', async () => {
  renderCard({
    body: [
      unfulfilledPayment(),
      unfulfilledPayment({
        id: 'p2',
        reference: 'clp_waiting',
        user: { id: 'u2', email: null, firstName: 'Bo', lastName: null },
        amountMinor: 250,
        currency: 'USD',
        attempts: 2,
        taskState: 'waiting',
        lastError: null,
      }),
    ],
  });

  const table = await screen.findByRole('table', { name: 'Needs attention' });
  expect(screen.getByRole('heading', { name: 'Needs attention' })).toBeInTheDocument();
  const [stuck, waiting] = within(table).getAllByRole('row').slice(1);
  expect(stuck).toHaveTextContent('Mar 1, 2025');
  expect(stuck).toHaveTextContent('anna.lind@example.com');
  expect(stuck).toHaveTextContent('clp_stuck');
  expect(stuck).toHaveTextContent('₴60.00');
  expect(stuck).toHaveTextContent('Stopped after 7 attempts');
  expect(stuck).toHaveTextContent('The writing service answered 500');
  expect(waiting).toHaveTextContent('Bo');
  expect(waiting).toHaveTextContent('$2.50');
  expect(waiting).toHaveTextContent('Retrying automatically after 2 attempts');
  expect(waiting).toHaveTextContent('No error recorded yet');
});

test('shows nothing once no payment needs attention', async () => {
  const lists = [[unfulfilledPayment()], []];
  mockFetch({ [firstPage.unfulfilled]: () => ({ body: lists.shift() ?? [] }), [RETRY_PATH]: { body: { outcome: 'retried' } } });
  renderAdmin(<NeedsAttention />, '/admin');

  fireEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Needs attention' })).not.toBeInTheDocument());
  expect(lists).toEqual([]);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Retry queues the letter again, says so, and reads the list again', async () => {
  const answer = deferred<FakeAnswer>();
  const fetchMock = renderCard({ body: [unfulfilledPayment()] }, () => answer.promise);

  const retry = await screen.findByRole('button', { name: 'Retry the cover letter of payment clp_stuck' });
  expect(retry).toHaveTextContent('Retry');
  fireEvent.click(retry);
  await waitFor(() => expect(calls(fetchMock, RETRY_PATH)).toHaveLength(1));
  expect(calls(fetchMock, RETRY_PATH)[0][1]).toMatchObject({ method: 'POST' });
  expect(retry).toBeDisabled();

  answer.resolve({ body: { outcome: 'retried' } });
  expect(await within(toastList()).findByText('Retry queued')).toBeInTheDocument();
  expect(within(toastList()).getByText('The cover letter will be written again in a moment.')).toBeInTheDocument();
  await waitFor(() => expect(calls(fetchMock, firstPage.unfulfilled)).toHaveLength(2));
});

test('a letter already waiting or being written is left alone, and the toast says so', async () => {
  renderCard({ body: [unfulfilledPayment({ taskState: 'running', attempts: 3 })] }, { body: { outcome: 'already-queued' } });

  expect(await screen.findByText('Being written now (attempt 3)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /^Retry/ }));
  expect(await within(toastList()).findByText('Already queued')).toBeInTheDocument();
});

test("a refused retry says 'Retry failed' with the server's sentence", async () => {
  renderCard(
    { body: [unfulfilledPayment()] },
    { status: 409, body: { statusCode: 409, error: 'Nothing to retry', message: 'This payment is not paid, or its cover letter has already been written.' } },
  );

  fireEvent.click(await screen.findByRole('button', { name: /^Retry/ }));
  expect(await within(toastList()).findByText('Retry failed')).toBeInTheDocument();
  expect(within(toastList()).getByText('This payment is not paid, or its cover letter has already been written.')).toBeInTheDocument();
});

test('a list that cannot be read says why instead of hiding the payments', async () => {
  renderCard({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } });

  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
});

test('speaks Swedish, with amounts and dates formatted for it', async () => {
  window.localStorage.setItem('locale', 'sv');
  renderCard({ body: [unfulfilledPayment()] });

  expect(await screen.findByRole('heading', { name: 'Behöver åtgärdas' })).toBeInTheDocument();
  const row = within(screen.getByRole('table', { name: 'Behöver åtgärdas' })).getAllByRole('row')[1];
  expect(row).toHaveTextContent('Stoppat efter 7 försök');
  expect(row).toHaveTextContent(/60,00\s₴/);
  expect(row).toHaveTextContent('1 mars 2025');
  expect(within(row).getByRole('button', { name: 'Försök skriva brevet för betalning clp_stuck igen' })).toHaveTextContent('Försök igen');
});
