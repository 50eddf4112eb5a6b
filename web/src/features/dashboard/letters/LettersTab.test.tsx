import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/test-utils';
import { letter, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(closeToasts);

const LETTERS = [
  letter({ id: 'n', companyName: 'Northwind', jobTitle: 'Designer', compatibilityScore: 9, wasPaid: true, createdAt: '2025-03-03T10:00:00.000Z' }),
  letter({ id: 'a', companyName: 'Acme', compatibilityScore: 7.5, createdAt: '2025-03-01T10:00:00.000Z' }),
];

function card(company: string) {
  return screen.getByRole('article', { name: `Letter for ${company}` });
}

test('lists every letter with title, job, score, date and Paid/Free, newest first', async () => {
  fakeApi(signedInRoutes({ letters: LETTERS }));
  renderDashboard('/dashboard?tab=letters');

  await screen.findByRole('heading', { name: 'Your Cover Letters' });
  const articles = screen.getAllByRole('article');
  expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Letter for Northwind', 'Letter for Acme']);
  const northwind = within(card('Northwind'));
  expect(northwind.getByText('Designer')).toBeInTheDocument();
  expect(northwind.getByText('Match Score: 9/10')).toBeInTheDocument();
  expect(northwind.getByText('Created Mar 3, 2025')).toBeInTheDocument();
  expect(northwind.getByText('Paid')).toBeInTheDocument();
  expect(within(card('Acme')).getByText('Match Score: 7.5/10')).toBeInTheDocument();
  expect(within(card('Acme')).getByText('Free')).toBeInTheDocument();
});

test('View opens the cleaned letter with Copy and Close', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const shown = letter({ coverLetterText: 'Cover Letter:\n\n**Dear   team,**\r\n\r\n\r\n\r\nI am glad.', length: 'short', tone: 'warm', language: 'sv' });
  const USE = `POST ${API.coverLetterUses(shown.id)}`;
  const api = fakeApi({ ...signedInRoutes({ letters: [shown] }), [USE]: { body: { success: true } } });
  renderDashboard('/dashboard?tab=letters');

  fireEvent.click(await screen.findByRole('button', { name: 'View' }));
  const viewer = await screen.findByRole('dialog', { name: 'Letter for Acme' });
  expect(within(viewer).getByRole('document').textContent).toBe('Dear team,\n\nI am glad.');

  fireEvent.click(within(viewer).getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('Dear team,\n\nI am glad.');
  // What it was written with; and its first use is recorded (issue 13).
  expect(within(viewer).getByText('Short · Warm · Swedish')).toBeInTheDocument();
  await waitFor(() => expect(api.requests(USE)).toHaveLength(1));

  writeText.mockRejectedValueOnce(new Error('denied'));
  fireEvent.click(within(viewer).getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Copy failed')).toBeInTheDocument();

  fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the viewer downloads the cleaned letter as .txt and as a Word document', async () => {
  const blobs = new Map<string, Blob>();
  const createObjectURL = (blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
  const saved: { name: string; blob: Blob }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  fakeApi(signedInRoutes({ letters: [letter({ coverLetterText: 'Cover Letter:\n\nDear team,\n\nI am glad.' })] }));
  renderDashboard('/dashboard?tab=letters');
  fireEvent.click(await screen.findByRole('button', { name: 'View' }));
  const viewer = await screen.findByRole('dialog', { name: 'Letter for Acme' });

  fireEvent.click(within(viewer).getByRole('button', { name: 'Download' }));
  fireEvent.click(within(viewer).getByRole('button', { name: 'Plain text (.txt)' }));
  fireEvent.click(within(viewer).getByRole('button', { name: 'Download' }));
  fireEvent.click(within(viewer).getByRole('button', { name: 'Word document (.docx)' }));

  await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['cover-letter.txt', 'cover-letter.docx']));
  expect(
    await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(saved[0].blob);
    }),
  ).toBe('Dear team,\n\nI am glad.');
  expect(saved[1].blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  click.mockRestore();
});

describe('opening a letter records a view (the analytics event of SPEC.md section 7)', () => {
  const VIEW_A = `POST ${API.coverLetters}/a/view`;
  const VIEW_N = `POST ${API.coverLetters}/n/view`;

  test('View and Read Full Letter post one view per opening of the viewer', async () => {
    const api = fakeApi({ ...signedInRoutes({ letters: LETTERS }), [VIEW_A]: { body: { success: true } }, [VIEW_N]: { body: { success: true } } });
    renderDashboard();

    fireEvent.click(within(await screen.findByRole('article', { name: 'Letter for Northwind' })).getByRole('button', { name: 'Read Full Letter' }));
    const viewer = await screen.findByRole('dialog', { name: 'Letter for Northwind' });
    await waitFor(() => expect(api.requests(VIEW_N)).toHaveLength(1));
    expect(api.requests(VIEW_N)[0].body).toBeUndefined();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(card('Acme')).getByRole('button', { name: 'View' }));
    await screen.findByRole('dialog', { name: 'Letter for Acme' });
    await waitFor(() => expect(api.requests(VIEW_A)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(card('Acme')).getByRole('button', { name: 'View' }));
    await screen.findByRole('dialog', { name: 'Letter for Acme' });
    await waitFor(() => expect(api.requests(VIEW_A)).toHaveLength(2));
    expect(api.requests(VIEW_N)).toHaveLength(1);
  });

  test('a view that cannot be recorded leaves the letter readable and is logged, not shown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const api = fakeApi({ ...signedInRoutes({ letters: LETTERS }), [VIEW_A]: apiError(500, 'Internal Server Error', 'Something went wrong') });
      renderDashboard('/dashboard?tab=letters');

      fireEvent.click(within(await screen.findByRole('article', { name: 'Letter for Acme' })).getByRole('button', { name: 'View' }));
      const viewer = await screen.findByRole('dialog', { name: 'Letter for Acme' });
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not record that cover letter a was viewed', expect.any(Error)));
      expect(String(warn.mock.calls[0][1])).toContain('500: ');
      expect(api.requests(VIEW_A)).toHaveLength(1);
      expect(within(viewer).getByRole('document')).toHaveTextContent('I would love to join Acme.');
      expect(within(viewer).getByRole('button', { name: 'Copy' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: /Notifications/ })?.textContent ?? '').toBe('');
    } finally {
      warn.mockRestore();
    }
  });
});

test('Delete asks in a confirm dialog; confirming deletes, and a failure says "Delete failed"', async () => {
  let fail = false;
  const api = fakeApi({
    ...signedInRoutes({ letters: LETTERS }),
    [`DELETE ${API.coverLetters}/a`]: () => (fail ? apiError(500, 'Internal Server Error', 'Something went wrong') : { body: { success: true } }),
  });
  renderDashboard('/dashboard?tab=letters');

  await screen.findByRole('heading', { name: 'Your Cover Letters' });
  fireEvent.click(within(card('Acme')).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('Are you sure you want to delete this cover letter?');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(api.requests(`DELETE ${API.coverLetters}/a`)).toHaveLength(0);

  fireEvent.click(within(card('Acme')).getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Cover Letter deleted')).toBeInTheDocument();
  expect(api.requests(`DELETE ${API.coverLetters}/a`)).toHaveLength(1);

  fail = true;
  fireEvent.click(within(card('Acme')).getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Delete failed')).toBeInTheDocument();
});

test('the overview features the latest letter (200 characters, Read Full Letter) and up to three previous ones', async () => {
  const long = 'A'.repeat(250);
  fakeApi(
    signedInRoutes({
      letters: [
        letter({ id: '1', companyName: 'Latest', coverLetterText: long }),
        ...['Two', 'Three', 'Four', 'Five'].map((company) => letter({ id: company, companyName: company })),
      ],
    }),
  );
  renderDashboard();

  const featured = await screen.findByRole('article', { name: 'Letter for Latest' });
  expect(within(featured).getByText(`${'A'.repeat(200)}…`)).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
    'Letter for Latest',
    'Letter for Two',
    'Letter for Three',
    'Letter for Four',
  ]);
  fireEvent.click(within(featured).getByRole('button', { name: 'Read Full Letter' }));
  expect(await screen.findByRole('dialog', { name: 'Letter for Latest' })).toHaveTextContent(long);
});

test.each([
  ['en', 'Cover Letter', 'Letter for Acme'],
  ['sv', 'Personligt brev', 'Brev till Acme'],
])('%s: a letter whose company is unknown is titled %p, next to %p', async (locale, untitled, titled) => {
  window.localStorage.setItem('locale', locale);
  try {
    fakeApi(signedInRoutes({ letters: [letter({ id: 'x', companyName: '  ', jobTitle: 'Designer' }), letter({ id: 'a' })] }));
    renderDashboard('/dashboard?tab=letters');

    const untitledCard = await screen.findByRole('article', { name: untitled });
    expect(within(untitledCard).getByText('Designer')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: titled })).toBeInTheDocument();
  } finally {
    window.localStorage.removeItem('locale');
  }
});

test('an empty overview invites to create the first letter', async () => {
  fakeApi(signedInRoutes());
  renderDashboard();

  fireEvent.click(await screen.findByRole('button', { name: 'Create Cover Letter' }));
  expect(await screen.findByRole('heading', { name: 'Create a Cover Letter' })).toBeInTheDocument();
});

describe('keyboard: the letter viewer', () => {
  test('Escape closes the viewer even while a toast is open (the toast stays until it times out); focus returns to View', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
    fakeApi(signedInRoutes({ letters: [letter()] }));
    renderDashboard('/dashboard?tab=letters');

    const view = await screen.findByRole('button', { name: 'View' });
    view.focus();
    fireEvent.click(view);
    const viewer = await screen.findByRole('dialog', { name: 'Letter for Acme' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();

    fireEvent.keyDown(within(viewer).getByRole('button', { name: 'Copy' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'View' })).toHaveFocus());
  });

  test('closing with Close returns focus to the button that opened the viewer', async () => {
    fakeApi(signedInRoutes({ letters: LETTERS }));
    renderDashboard('/dashboard?tab=letters');

    const view = within(await screen.findByRole('article', { name: 'Letter for Acme' })).getByRole('button', { name: 'View' });
    view.focus();
    fireEvent.click(view);
    const viewer = await screen.findByRole('dialog', { name: 'Letter for Acme' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card('Acme')).getByRole('button', { name: 'View' })).toHaveFocus());
  });
});
