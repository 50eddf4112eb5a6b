import { API } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore, createQueryClient, dismissToast, LocaleProvider, Toaster } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeApi, type FakeAnswer } from '../../../../libs/ui/src/test-support/fake-api';
import { extensionCatalogue } from '../../catalogues/extension';
import { SavedCvCard } from './SavedCvCard';

const UPLOAD = `POST ${API.userCvs}`;

const refusal = (status: number, reason?: string): FakeAnswer => ({
  status,
  body: { statusCode: status, error: 'Server title', message: 'Server sentence.', ...(reason ? { data: { reason } } : {}) },
});

async function uploadAndFail(answer: FakeAnswer, locale: 'en' | 'sv' = 'en') {
  window.localStorage.setItem('locale', locale);
  const api = fakeApi({ [`GET ${API.userCvs}`]: { body: [] }, [UPLOAD]: answer });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider catalogues={[extensionCatalogue]}>
        <Theme>
          <SavedCvCard selectedId={null} onSelect={() => {}} />
          <Toaster />
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  const file = new File(['%PDF-1.7 scanned pages'], 'scan.pdf', { type: 'application/pdf' });
  fireEvent.change(await screen.findByLabelText(locale === 'en' ? 'Choose file' : 'Välj fil'), { target: { files: [file] } });
  return api;
}

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  act(() => dismissToast());
  window.localStorage.removeItem('locale');
});

test('English: a refusal with a known code says what is wrong with the file', async () => {
  const api = await uploadAndFail(refusal(422, 'scannedPdf'));

  expect(await screen.findByText('No text found')).toBeInTheDocument();
  expect(
    screen.getByText('This PDF looks scanned: it holds images of pages but no text we can read. Please upload a text-based PDF or a Word file.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Server sentence.')).not.toBeInTheDocument();
  expect(api.requests(UPLOAD)).toHaveLength(1);
});

test('Swedish: the same in Swedish', async () => {
  await uploadAndFail(refusal(422, 'encrypted'), 'sv');

  expect(await screen.findByText('Lösenordsskyddad fil')).toBeInTheDocument();
  expect(
    screen.getByText('Filen är skyddad med lösenord, så vi kan inte läsa den. Spara en kopia utan lösenord och ladda upp den i stället.'),
  ).toBeInTheDocument();
});

test("a code this build does not know shows the server's own title and sentence", async () => {
  await uploadAndFail(refusal(422, 'somethingNew'));

  expect(await screen.findByText('Server title')).toBeInTheDocument();
  expect(screen.getByText('Server sentence.')).toBeInTheDocument();
});

test.each([
  ['en', 'Upload failed', 'Failed to upload CV. Please try again.'],
  ['sv', 'Uppladdningen misslyckades', 'Det gick inte att ladda upp CV:t. Försök igen.'],
] as const)('%s: an answer that explains nothing gets the generic text', async (locale, title, sentence) => {
  await uploadAndFail({ status: 502 }, locale);

  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(sentence)).toBeInTheDocument();
});
