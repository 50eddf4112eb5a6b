import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/test-utils';
import { savedCv, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(closeToasts);

function cvCard(name: string) {
  return screen.getByText(name).closest('.cv-card') as HTMLElement;
}

test("a file name over 40 characters shows its first 37 and '…'; one of 40 shows whole", async () => {
  const long = `${'x'.repeat(36)}.docx`; // 41 characters
  const exact = `${'y'.repeat(36)}.pdf`; // 40 characters
  fakeApi(signedInRoutes({ cvs: [savedCv({ id: 'a', filename: long }), savedCv({ id: 'b', filename: exact, isDefault: false })] }));
  renderDashboard('/dashboard?tab=cvs');

  const shown = await screen.findByText(`${'x'.repeat(36)}.…`);
  expect(shown).toHaveAttribute('title', long);
  expect(screen.getByText(exact)).toBeInTheDocument();
});

test('a card shows character count, date, the Default badge, and Set Default only on the others', async () => {
  const api = fakeApi({
    ...signedInRoutes({ cvs: [savedCv({ id: 'a', filename: 'main.pdf' }), savedCv({ id: 'b', filename: 'other.pdf', isDefault: false, textLength: 1234 })] }),
    [`PUT ${API.userCvs}/b/default`]: { body: { success: true } },
  });
  renderDashboard('/dashboard?tab=cvs');

  const main = within(await screen.findByText('main.pdf').then(() => cvCard('main.pdf')));
  expect(main.getByText('Default')).toBeInTheDocument();
  expect(main.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
  const other = within(cvCard('other.pdf'));
  expect(other.getByText('1,234 characters')).toBeInTheDocument();
  expect(other.getByText('Added Feb 1, 2025')).toBeInTheDocument();

  fireEvent.click(other.getByRole('button', { name: 'Set Default' }));
  expect(await screen.findByText('Default CV updated')).toBeInTheDocument();
  expect(api.requests(`PUT ${API.userCvs}/b/default`)).toHaveLength(1);
});

test('Delete asks first; Cancel keeps the CV, confirming deletes it; a failure says so', async () => {
  let failNext = false;
  const api = fakeApi({
    ...signedInRoutes({ cvs: [savedCv({ id: 'a', filename: 'main.pdf' })] }),
    [`DELETE ${API.userCvs}/a`]: () => (failNext ? apiError(500, 'Internal Server Error', 'Something went wrong') : { body: { success: true } }),
  });
  renderDashboard('/dashboard?tab=cvs');

  await screen.findByText('main.pdf');
  fireEvent.click(within(cvCard('main.pdf')).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this CV? This action cannot be undone.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.requests(`DELETE ${API.userCvs}/a`)).toHaveLength(0);

  failNext = true;
  fireEvent.click(within(cvCard('main.pdf')).getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete CV')).toBeInTheDocument();
  expect(api.requests(`DELETE ${API.userCvs}/a`)).toHaveLength(1);
});

test("upload sends the file as field 'file' with no client checks; a failure says 'Upload failed'", async () => {
  const api = fakeApi({
    ...signedInRoutes({ cvs: [] }),
    [`POST ${API.userCvs}`]: apiError(500, 'Internal Server Error', 'Something went wrong'),
  });
  renderDashboard('/dashboard?tab=cvs');

  const file = new File(['not really a cv'], 'photo.png', { type: 'image/png' });
  fireEvent.change(await screen.findByLabelText('Upload CV'), { target: { files: [file] } });

  expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  expect(screen.getByText('Failed to upload CV. Please try again.')).toBeInTheDocument();
  const [sent] = api.requests(`POST ${API.userCvs}`);
  expect((sent.body as FormData).get('file')).toBe(file);
});

describe('a refused upload says what is wrong with the file', () => {
  afterEach(() => window.localStorage.removeItem('locale'));

  async function uploadAndFail(answer: ReturnType<typeof apiError>, locale: 'en' | 'sv' = 'en') {
    window.localStorage.setItem('locale', locale);
    fakeApi({ ...signedInRoutes({ cvs: [] }), [`POST ${API.userCvs}`]: answer });
    renderDashboard('/dashboard?tab=cvs');
    const input = await screen.findByLabelText(locale === 'en' ? 'Upload CV' : 'Ladda upp CV');
    fireEvent.change(input, { target: { files: [new File(['x'], 'scan.pdf', { type: 'application/pdf' })] } });
  }

  const scanned = apiError(422, 'No text found', 'This PDF has no text layer.', { reason: 'scannedPdf' });

  test('English: the title and sentence of the known code', async () => {
    await uploadAndFail(scanned);
    expect(await screen.findByText('No text found')).toBeInTheDocument();
    expect(
      screen.getByText('This PDF looks scanned: it holds images of pages but no text we can read. Please upload a text-based PDF or a Word file.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This PDF has no text layer.')).not.toBeInTheDocument();
  });

  test('Swedish: the same in Swedish', async () => {
    await uploadAndFail(scanned, 'sv');
    expect(await screen.findByText('Ingen text hittades')).toBeInTheDocument();
    expect(
      screen.getByText(
        'PDF:en ser ut att vara inskannad: den innehåller bilder av sidorna men ingen text som vi kan läsa. Ladda upp en textbaserad PDF eller en Word-fil.',
      ),
    ).toBeInTheDocument();
  });

  test.each([
    ['invalidFileType', 400, 'Invalid file type', 'Please upload a PDF or DOC file'],
    ['fileTooLarge', 413, 'File too large', 'Please upload a file smaller than 5MB'],
    [
      'encrypted',
      422,
      'Password-protected file',
      'This file is protected with a password, so we cannot read it. Please save a copy without the password and upload that.',
    ],
    ['tooLong', 422, 'CV too long', 'This file holds far more text than a CV (over 50 pages or 100,000 characters). Please upload your CV on its own.'],
  ])('%s (%i): %s', async (reason, status, title, sentence) => {
    await uploadAndFail(apiError(status, 'Server title', 'Server sentence.', { reason }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
  });

  test.each([
    ['a refusal without a code', apiError(400, 'Invalid file type', 'Please upload a PDF or DOC file')],
    ['a code this build does not know', apiError(422, 'Odd file', 'Something new is wrong.', { reason: 'somethingNew' })],
    ['a sign-in that ran out', apiError(401, 'Unauthorized', 'Please sign in')],
  ])("%s falls back to the spec's 'Upload failed' text", async (_case, answer) => {
    await uploadAndFail(answer);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload CV. Please try again.')).toBeInTheDocument();
  });

  test("Swedish fallback: the spec's text in Swedish", async () => {
    await uploadAndFail(apiError(500, 'Internal Server Error', 'Something went wrong'), 'sv');
    expect(await screen.findByText('Uppladdningen misslyckades')).toBeInTheDocument();
    expect(screen.getByText('Det gick inte att ladda upp CV:t. Försök igen.')).toBeInTheDocument();
  });
});
