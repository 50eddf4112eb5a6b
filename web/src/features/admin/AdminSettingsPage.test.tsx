import { API, type SavePaymentConfigRequest } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferred, mockFetch, type FakeAnswer } from '../../test/test-utils';
import { AdminSettingsPage } from './AdminSettingsPage';
import { checks, FORBIDDEN, PAYMENT_CONFIG } from './test-support/fixtures';
import { closeToasts, renderAdmin } from './test-support/render-admin';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(closeToasts);

function settingsRoutes(save?: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)) {
  return {
    [API.adminCheck]: { body: checks.admin },
    [API.adminPaymentConfig]: { body: PAYMENT_CONFIG },
    ...(save ? { [API.adminPaymentConfigSave]: save } : {}),
  };
}

async function renderSettings() {
  renderAdmin(<AdminSettingsPage />, '/admin/settings');
  await screen.findByRole('heading', { name: 'Payment Configuration' });
}

const price = () => screen.getByLabelText('Price');
const displayText = () => screen.getByLabelText('Display Text');
const preview = () => screen.getByTestId('price-preview');
const chooseCurrency = (code: string) => fireEvent.click(screen.getByRole('radio', { name: code }));
const saveButton = () => screen.getByRole('button', { name: /^(Save Configuration|Saving\.\.\.)$/ });

/** The toast whose title is the given element. */
const toastWith = (title: HTMLElement) => title.closest('.cl-toast');

function savedBodies(fetchMock: jest.Mock): SavePaymentConfigRequest[] {
  return fetchMock.mock.calls.filter(([url]) => String(url) === API.adminPaymentConfigSave).map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

describe('access', () => {
  test("not signed in: 'Admin Access Required'", async () => {
    mockFetch({ [API.adminCheck]: { body: checks.anonymous } });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');

    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  test('a 403 on the config shows the permission-denied screen', async () => {
    mockFetch({ [API.adminCheck]: { body: checks.signedIn }, [API.adminPaymentConfig]: FORBIDDEN });
    renderAdmin(<AdminSettingsPage />, '/admin/settings');

    expect(await screen.findByText("You don't have permission to access this page.")).toBeInTheDocument();
  });
});

describe('payment configuration', () => {
  test('shows the saved config, a preview, the placeholder card and a link back to the dashboard', async () => {
    mockFetch(settingsRoutes());
    await renderSettings();

    expect(price()).toHaveValue(60);
    expect(price()).toHaveAttribute('min', '0.01');
    expect(price()).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('radio', { name: 'UAH' })).toHaveAttribute('aria-checked', 'true');
    expect(displayText()).toHaveValue('₴60 (~$2 USD)');
    expect(preview()).toHaveTextContent('₴60 (~$2 USD) per additional cover letter');
    expect(screen.getByRole('heading', { name: 'Additional Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  });

  test('the display text is regenerated on every price or currency change', async () => {
    mockFetch(settingsRoutes());
    await renderSettings();

    fireEvent.change(price(), { target: { value: '75' } });
    expect(displayText()).toHaveValue('₴75 (~$2.5 USD)');
    expect(preview()).toHaveTextContent('₴75 (~$2.5 USD)');

    fireEvent.change(price(), { target: { value: '60' } });
    expect(displayText()).toHaveValue('₴60 (~$2 USD)');

    chooseCurrency('USD');
    fireEvent.change(price(), { target: { value: '2.5' } });
    expect(displayText()).toHaveValue('$2.5');

    chooseCurrency('EUR');
    expect(displayText()).toHaveValue('€2.5');
  });

  test('the display text is generated, not typed (the API accepts no other)', async () => {
    mockFetch(settingsRoutes());
    await renderSettings();

    expect(displayText()).toHaveAttribute('readonly');
  });

  test('an unparsable price counts as 0, and a price under 0.01 cannot be saved', async () => {
    mockFetch(settingsRoutes());
    await renderSettings();

    fireEvent.change(price(), { target: { value: 'abc' } });
    expect(displayText()).toHaveValue('₴0 (~$0 USD)');
    expect(screen.getByText('Enter a price of at least 0.01.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  test('a price over 1,000,000 cannot be saved, and the field says so', async () => {
    mockFetch(settingsRoutes());
    await renderSettings();

    expect(price()).toHaveAttribute('max', '1000000');
    fireEvent.change(price(), { target: { value: '30000000' } });
    expect(screen.getByText('Enter a price of at most 1,000,000.')).toBeInTheDocument();
    expect(price()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();

    fireEvent.change(price(), { target: { value: '1000000' } });
    expect(screen.getByText('From 0.01 to 1,000,000, in steps of 0.01.')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  test("saving posts the config, reads 'Saving...' meanwhile, then says 'Settings Updated' and reads the config again", async () => {
    const answer = deferred<FakeAnswer>();
    const saved = { price: 3, currency: 'USD', currencyCode: 840, displayText: '$3' };
    const fetchMock = mockFetch(settingsRoutes(() => answer.promise));
    await renderSettings();

    chooseCurrency('USD');
    fireEvent.change(price(), { target: { value: '3' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveTextContent('Saving...'));
    expect(saveButton()).toBeDisabled();
    expect(savedBodies(fetchMock)).toEqual([{ value: saved, description: 'Payment configuration for cover letter generation' }]);

    const configReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === API.adminPaymentConfig).length;
    expect(configReads()).toBe(1);
    answer.resolve({ body: saved });
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    expect(configReads()).toBe(2);
    expect(saveButton()).toHaveTextContent('Save Configuration');
  });

  test("a refused save says 'Update Failed' with the server's message", async () => {
    mockFetch(settingsRoutes({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The price must be at least 0.01.' } }));
    await renderSettings();

    fireEvent.click(saveButton());
    expect(toastWith(await screen.findByText('Update Failed'))).toHaveTextContent('The price must be at least 0.01.');
  });

  test("without an answer from the server it says 'Failed to update payment configuration.'", async () => {
    mockFetch(
      settingsRoutes(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderSettings();

    fireEvent.click(saveButton());
    expect(toastWith(await screen.findByText('Update Failed'))).toHaveTextContent('Failed to update payment configuration.');
  });
});
