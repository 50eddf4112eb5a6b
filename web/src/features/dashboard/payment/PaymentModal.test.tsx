import { API, type GenerateForUserRequest } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { allowRadixSelect, chooseOption } from '@coverletter/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, deferred, fakeApi, renderPage } from '../../../test/test-utils';
import { browserLocation } from '../shared/browser-location';
import { PaymentModal } from './PaymentModal';

const REQUEST: GenerateForUserRequest = { cvId: 'cv1', jobDescription: 'Frontend Engineer at Acme', useLinkedIn: false };
const CONFIG = { [`GET ${API.paymentConfig}`]: { body: { displayText: '₴60 (~$2 USD)' } } };

function renderModal(letterCount: number, request: GenerateForUserRequest | null = REQUEST) {
  return renderPage(<PaymentModal open onOpenChange={() => undefined} request={request} letterCount={letterCount} onGoToCreate={() => undefined} />);
}

let assign: jest.SpyInstance;
beforeEach(() => {
  configureApiClient({ sessionStore: createMemorySessionStore() });
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('which letter this is: the letter count plus one, as an ordinal', () => {
  test.each([
    [0, '1st'],
    [1, '2nd'],
    [2, '3rd'],
    [3, '4th'],
    [10, '11th'],
    [11, '12th'],
    [12, '13th'],
    [20, '21st'],
    [21, '22nd'],
    [22, '23rd'],
  ])('English: %i letters → %s', async (count, ordinal) => {
    fakeApi(CONFIG);
    renderModal(count);
    expect(await screen.findByRole('dialog')).toHaveTextContent(`This will be your ${ordinal} cover letter.`);
  });

  test.each([
    [0, '1:a'],
    [1, '2:a'],
    [2, '3:e'],
    [10, '11:e'],
    [11, '12:e'],
    [20, '21:a'],
    [21, '22:a'],
    [22, '23:e'],
  ])('Swedish: %i letters → %s', async (count, ordinal) => {
    window.localStorage.setItem('locale', 'sv');
    fakeApi(CONFIG);
    renderModal(count);
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Det här blir ditt ${ordinal} personliga brev.`);
  });
});

test("shows 'Loading...' until the price arrives", async () => {
  const config = deferred<{ body: unknown }>();
  fakeApi({ [`GET ${API.paymentConfig}`]: () => config.promise });
  renderModal(1);

  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Loading...');
  config.resolve({ body: { displayText: '$2' } });
  expect(await within(dialog).findByText('$2')).toBeInTheDocument();
});

test("'Pay now' creates a payment for the form's letter and goes to the payment page", async () => {
  const api = fakeApi({ ...CONFIG, [`POST ${API.paymentCreate}`]: { body: { paymentUrl: 'https://pay.example.com/i/42', invoiceId: '42' } } });
  renderModal(2);

  fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
  expect(api.requests(`POST ${API.paymentCreate}`).map((r) => r.body)).toEqual([{ ...REQUEST, length: 'standard', tone: 'formal', language: 'auto' }]);
  expect(assign).toHaveBeenCalledWith('https://pay.example.com/i/42');
  expect(window.sessionStorage.getItem('pendingPaymentLetterCount')).toBe('2');
});

test("the letter is paid with the form's length, tone and language, or those chosen in the modal", async () => {
  allowRadixSelect();
  const api = fakeApi({ ...CONFIG, [`POST ${API.paymentCreate}`]: { body: { paymentUrl: 'https://pay.example.com/i/42', invoiceId: '42' } } });
  renderModal(1, { ...REQUEST, length: 'long', tone: 'warm', language: 'auto' });

  expect(await screen.findByRole('combobox', { name: 'Length' })).toHaveTextContent('Long');
  expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Warm');
  await chooseOption('Language of the letter', 'Swedish');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language of the letter' })).toHaveTextContent('Swedish'));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(api.requests(`POST ${API.paymentCreate}`)).toHaveLength(1));
  expect(api.requests(`POST ${API.paymentCreate}`)[0].body).toEqual({ ...REQUEST, length: 'long', tone: 'warm', language: 'sv' });
});

test.each([
  ['no invoice id', { paymentUrl: 'https://pay.example.com/i/42' }],
  ['no payment URL', { invoiceId: '42' }],
])("an answer with %s is 'Invalid payment response'", async (_, body) => {
  fakeApi({ ...CONFIG, [`POST ${API.paymentCreate}`]: { body } });
  renderModal(1);

  fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment creation failed: Invalid payment response');
  expect(assign).not.toHaveBeenCalled();
});

test("a refused payment shows 'Payment creation failed: {message}'", async () => {
  fakeApi({ ...CONFIG, [`POST ${API.paymentCreate}`]: apiError(503, 'Service Unavailable', 'The payment provider is not reachable') });
  renderModal(1);

  fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Payment creation failed: The payment provider is not reachable');
});

test('without a letter to pay for, it leads to the create form instead of paying', async () => {
  fakeApi(CONFIG);
  renderModal(1, null);

  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Go to the create form' })).toBeInTheDocument();
});
