import { API, PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS, type CoverLetterResponse } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../test/test-utils';
import { letter, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

const LETTERS = `GET ${API.coverLetters}`;

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  closeToasts();
  window.sessionStorage.clear();
});

async function expectCleanAddress() {
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/dashboard$/));
}

describe('generating=true', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
  }

  function renderWithLetters(initial: CoverLetterResponse[], address = '/dashboard?generating=true') {
    let letters = initial;
    const api = fakeApi({ ...signedInRoutes(), [LETTERS]: () => ({ body: letters }) });
    renderDashboard(address);
    return { api, setLetters: (next: CoverLetterResponse[]) => (letters = next) };
  }

  test("polls the letters every 2 s until there are more than before the payment, then 'Cover Letter ready!'", async () => {
    window.sessionStorage.setItem('pendingPaymentLetterCount', '1');
    const { api, setLetters } = renderWithLetters([letter({ id: 'old' })]);

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    await expectCleanAddress();
    const before = api.requests(LETTERS).length;
    await advance(PAYMENT_POLL_INTERVAL_MS);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(api.requests(LETTERS).length).toBe(before + 2);
    expect(screen.queryByText('Cover Letter ready!')).not.toBeInTheDocument();

    setLetters([letter({ id: 'new', companyName: 'Northwind' }), letter({ id: 'old' })]);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(await screen.findByText('Cover Letter ready!')).toBeInTheDocument();
    expect(screen.queryByText('Your cover letter is being written. It will appear here in a moment.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letter for Northwind' })).toBeInTheDocument();

    const afterDone = api.requests(LETTERS).length;
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(api.requests(LETTERS).length).toBe(afterDone);
    expect(window.sessionStorage.getItem('pendingPaymentLetterCount')).toBeNull();
  });

  test("with the payment's reference: a letter list that already holds the paid letter is 'Cover Letter ready!' at once", async () => {
    // A fresh page load: the count remembered before the payment is gone, and the letter was written meanwhile.
    const paid = letter({ id: 'new', companyName: 'Northwind', paymentId: 'pay_42', wasPaid: true });
    const { api } = renderWithLetters([paid, letter({ id: 'old' })], '/dashboard?generating=true&paymentRef=pay_42');

    expect(await screen.findByText('Cover Letter ready!')).toBeInTheDocument();
    expect(screen.queryByText('Your cover letter is being written. It will appear here in a moment.')).not.toBeInTheDocument();
    await expectCleanAddress();
    const afterDone = api.requests(LETTERS).length;
    await advance(PAYMENT_POLL_TIMEOUT_MS);
    expect(api.requests(LETTERS).length).toBe(afterDone);
    expect(screen.queryByText('Generation timeout')).not.toBeInTheDocument();
  });

  test("with the payment's reference: another new letter is not the paid one; polling goes on until it arrives", async () => {
    const { setLetters } = renderWithLetters([letter({ id: 'old' })], '/dashboard?generating=true&paymentRef=pay_42');
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();

    setLetters([letter({ id: 'free', paymentId: null }), letter({ id: 'old' })]);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(screen.queryByText('Cover Letter ready!')).not.toBeInTheDocument();

    setLetters([letter({ id: 'paid', paymentId: 'pay_42', wasPaid: true }), letter({ id: 'free', paymentId: null }), letter({ id: 'old' })]);
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(await screen.findByText('Cover Letter ready!')).toBeInTheDocument();
  });

  test("gives up after 60 s with 'Generation timeout'", async () => {
    window.sessionStorage.setItem('pendingPaymentLetterCount', '1');
    const { api } = renderWithLetters([letter({ id: 'old' })]);

    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    await advance(PAYMENT_POLL_TIMEOUT_MS - PAYMENT_POLL_INTERVAL_MS);
    expect(screen.queryByText('Generation timeout')).not.toBeInTheDocument();
    await advance(PAYMENT_POLL_INTERVAL_MS);
    expect(await screen.findByText('Generation timeout')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();

    const afterTimeout = api.requests(LETTERS).length;
    await advance(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(api.requests(LETTERS).length).toBe(afterTimeout);
  });
});

test('showPayment=true opens the payment modal for the letter remembered before the payment', async () => {
  window.sessionStorage.setItem('pendingPaymentRequest', JSON.stringify({ cvId: 'cv1', jobUrl: 'https://jobs.example.com/1', useLinkedIn: false }));
  fakeApi(signedInRoutes({ letters: [letter()] }));
  renderDashboard('/dashboard?showPayment=true');

  const modal = await screen.findByRole('dialog', { name: 'Unlock your next cover letter' });
  await waitFor(() => expect(modal).toHaveTextContent('This will be your 2nd cover letter.'));
  expect(within(modal).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  await expectCleanAddress();
});

test.each([
  ['newCoverLetter=true', 'Payment Successful!', 'Your new cover letter is ready.'],
  ['migrated=true', 'Cover Letter saved!', 'Your cover letter has been saved to your account'],
  ['migrated=failed', 'Migration failed', 'Unable to save your data to your account'],
])('%s shows its toast and leaves the address', async (param, title, description) => {
  fakeApi(signedInRoutes({ letters: [letter()] }));
  renderDashboard(`/dashboard?${param}`);

  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
  await expectCleanAddress();
});
