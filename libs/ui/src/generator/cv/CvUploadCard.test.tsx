import { API, MAX_CV_BYTES, type CvUploadResponse } from '@coverletter/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { deferred, fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../../test-support/fake-api';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { CvUploadCard } from './CvUploadCard';

const UPLOAD = `POST ${API.cvUpload}`;
const DELETE = `DELETE ${API.cv}`;

function cvFile(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Choose file'), { target: { files: [file] } });
}

/** A refusal is a toast and, until another file is picked, a note in the drop zone. */
async function expectRefusal(title: string, description: string) {
  const inline = await screen.findByRole('alert');
  expect(inline).toHaveTextContent(title);
  expect(inline).toHaveTextContent(description);
  expect(screen.getAllByText(title)).toHaveLength(2);
  expect(screen.getAllByText(description)).toHaveLength(2);
}

const uploaded: CvUploadResponse = {
  filename: 'Anna Lind CV.pdf',
  size: 1.46 * 1024 * 1024,
  cvContent: 'Anna Lind, frontend engineer',
  textLength: 4321,
  sessionId: SESSION_ID,
};

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) }));
afterEach(closeToasts);

test('the picker accepts PDF and Word files', async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus() });
  renderGenerator(<CvUploadCard />);
  expect(screen.getByLabelText('Choose file')).toHaveAttribute('accept', '.pdf,.doc,.docx');
});

test.each([
  ['a file that is not PDF, DOC or DOCX', cvFile('cv.txt', 2048, 'text/plain'), 'Invalid file type', 'Please upload a PDF or DOC file'],
  ['a file over 5 MB', cvFile('cv.docx', MAX_CV_BYTES + 1, ''), 'File too large', 'Please upload a file smaller than 5MB'],
])('%s is refused on the client with the spec toast, and nothing is sent', async (_case, file, title, description) => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus() });
  renderGenerator(<CvUploadCard />);

  pick(file);

  await expectRefusal(title, description);
  expect(api.requests(UPLOAD)).toHaveLength(0);
});

test('a file of exactly 5 MB is uploaded: skeleton, then Ready with name, size, characters; status refreshed', async () => {
  const answer = deferred<FakeAnswer>();
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: () => answer.promise });
  renderGenerator(<CvUploadCard />);
  await screen.findByText('Choose file');
  const statusCallsBefore = api.requests(STATUS_ROUTE).length;

  pick(cvFile('Anna Lind CV.pdf', MAX_CV_BYTES));

  expect(await screen.findByText('Uploading your CV...')).toBeInTheDocument();
  const [request] = api.requests(UPLOAD);
  expect((request.body as FormData).get('cv')).toBeInstanceOf(File);
  expect(request.headers.get('X-Session-ID')).toBe(SESSION_ID);

  await act(async () => answer.resolve({ body: uploaded }));
  expect(await screen.findByText('Ready')).toBeInTheDocument();
  expect(screen.getByText('Anna Lind CV.pdf')).toBeInTheDocument();
  expect(screen.getByText('1.5 MB')).toBeInTheDocument();
  expect(screen.getByText('4,321 characters extracted')).toBeInTheDocument();
  expect(api.requests(STATUS_ROUTE).length).toBeGreaterThan(statusCallsBefore);
});

test.each([
  [48 * 1024, '48 KB'],
  [16_442, '16 KB'],
  [1024 * 1024, '1.0 MB'],
  [5 * 1024 * 1024, '5.0 MB'],
])('a file of %i bytes reads %s: KB below 1 MB, MB to one decimal from there', async (size, shown) => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: { body: { ...uploaded, filename: 'cv.pdf', size, textLength: 479 } } });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('cv.pdf', size));

  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(screen.getByText('479 characters extracted')).toBeInTheDocument();
});

test('after a reload the session status names the CV: file name, size and characters', async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true, cv: { filename: 'Anna Lind CV.pdf', size: 16_442, textLength: 4321 } }) });
  renderGenerator(<CvUploadCard />, { locale: 'sv' });

  expect(await screen.findByText('Anna Lind CV.pdf')).toBeInTheDocument();
  expect(screen.getByText('16 kB')).toBeInTheDocument();
  expect(screen.getByText(/^4\s321 tecken utlästa$/)).toBeInTheDocument();
  expect(screen.queryByText('Ditt CV är uppladdat.')).not.toBeInTheDocument();
});

test("the server's own error title and sentence are shown for a file it cannot read", async () => {
  fakeApi({
    [STATUS_ROUTE]: sessionStatus(),
    [UPLOAD]: { status: 400, body: { statusCode: 400, error: 'Scanned PDF', message: 'This PDF has no text layer' } },
  });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('scan.pdf', 2048));

  await expectRefusal('Scanned PDF', 'This PDF has no text layer');
  expect(await screen.findByText('Choose file')).toBeInTheDocument();
});

describe("a refused upload reads in the UI's language", () => {
  const refusal = (status: number, error: string, message: string, reason: string): FakeAnswer => ({
    status,
    body: { statusCode: status, error, message, data: { reason } },
  });

  test.each<[string, FakeAnswer, [string, string], [string, string]]>([
    [
      'invalidFileType (the content check)',
      refusal(400, 'Invalid file type', 'Please upload a PDF or DOC file', 'invalidFileType'),
      ['Invalid file type', 'Please upload a PDF or DOC file'],
      ['Ogiltig filtyp', 'Ladda upp en PDF- eller Word-fil'],
    ],
    [
      'scannedPdf',
      refusal(422, 'No text found', 'This PDF looks scanned.', 'scannedPdf'),
      ['No text found', 'This PDF looks scanned: it holds images of pages but no text we can read. Please upload a text-based PDF or a Word file.'],
      [
        'Ingen text hittades',
        'PDF:en ser ut att vara inskannad: den innehåller bilder av sidorna men ingen text som vi kan läsa. Ladda upp en textbaserad PDF eller en Word-fil.',
      ],
    ],
    [
      'encrypted',
      refusal(422, 'Password-protected file', 'This file is protected with a password.', 'encrypted'),
      ['Password-protected file', 'This file is protected with a password, so we cannot read it. Please save a copy without the password and upload that.'],
      ['Lösenordsskyddad fil', 'Filen är skyddad med lösenord, så vi kan inte läsa den. Spara en kopia utan lösenord och ladda upp den i stället.'],
    ],
    [
      'tooComplex',
      refusal(422, 'File too complex', 'This file unpacks to far more data than a CV needs.', 'tooComplex'),
      ['File too complex', 'This file unpacks to far more data than a CV needs, so we cannot read it. Please upload a simpler PDF or Word file.'],
      ['Filen är för komplex', 'Filen packas upp till mycket mer data än ett CV behöver, så vi kan inte läsa den. Ladda upp en enklare PDF- eller Word-fil.'],
    ],
  ])('%s', async (_case, answer, [englishTitle, englishText], [swedishTitle, swedishText]) => {
    fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: answer });
    renderGenerator(<CvUploadCard />);
    pick(cvFile('cv.pdf', 2048));
    await expectRefusal(englishTitle, englishText);
    closeToasts();
    cleanup();

    fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: answer });
    renderGenerator(<CvUploadCard />, { locale: 'sv' });
    fireEvent.change(screen.getByLabelText('Välj fil'), { target: { files: [cvFile('cv.pdf', 2048)] } });
    await expectRefusal(swedishTitle, swedishText);
  });

  test("a reason this build does not know shows the server's title and sentence", async () => {
    fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: refusal(422, 'Macros found', 'This file contains macros.', 'macros') });
    renderGenerator(<CvUploadCard />, { locale: 'sv' });
    fireEvent.change(screen.getByLabelText('Välj fil'), { target: { files: [cvFile('cv.docm.docx', 2048)] } });

    await expectRefusal('Macros found', 'This file contains macros.');
  });
});

test("a failure without a server explanation shows 'Upload failed'", async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: () => Promise.reject(new TypeError('Failed to fetch')) });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('cv.pdf', 2048));

  await expectRefusal('Upload failed', 'Please try a different file format');
});

test('remove deletes the CV and brings the picker back', async () => {
  let hasCV = true;
  const api = fakeApi({
    [STATUS_ROUTE]: () => sessionStatus({ hasCV }),
    [DELETE]: () => {
      hasCV = false;
      return { body: { success: true } };
    },
  });
  renderGenerator(<CvUploadCard />);

  expect(await screen.findByText('Your CV is uploaded.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove' }));

  expect(await screen.findByText('Choose file')).toBeInTheDocument();
  expect(api.requests(DELETE)).toHaveLength(1);
});

test('a refused file is also named in the drop zone, after its toast has gone, until another file is picked', async () => {
  fakeApi({
    [STATUS_ROUTE]: sessionStatus(),
    [UPLOAD]: { status: 422, body: { statusCode: 422, error: 'Scanned PDF', message: 'No text.', data: { reason: 'scannedPdf' } } },
  });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('cv.txt', 2048, 'text/plain'));
  const inline = await screen.findByRole('alert');
  expect(inline).toHaveTextContent('Invalid file type');
  expect(inline).toHaveTextContent('Please upload a PDF or DOC file');
  expect(screen.getByLabelText('Choose file')).toHaveAttribute('aria-describedby', inline.id);
  closeToasts();
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type');

  pick(cvFile('scan.pdf', 2048));
  expect(screen.queryByText('Invalid file type')).not.toBeInTheDocument();
  const refused = await screen.findByRole('alert');
  expect(refused).toHaveTextContent('No text found');
  expect(refused).not.toHaveTextContent('Invalid file type');
  closeToasts();
  expect(screen.getByRole('alert')).toHaveTextContent('This PDF looks scanned');
});

test('a CV picked before the guest session has started waits for it and is sent with its id', async () => {
  configureApiClient({ sessionStore: createMemorySessionStore() });
  const started = deferred<FakeAnswer>();
  const api = fakeApi({
    [`POST ${API.sessionInit}`]: () => started.promise,
    [UPLOAD]: { body: uploaded },
    [STATUS_ROUTE]: sessionStatus({ hasCV: true }),
  });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('Anna Lind CV.pdf', 1024));
  await act(async () => {});
  expect(api.requests(UPLOAD)).toHaveLength(0);

  await act(async () => started.resolve({ body: { sessionId: SESSION_ID } }));
  await screen.findByText('Anna Lind CV.pdf');
  expect(api.requests(`POST ${API.sessionInit}`)).toHaveLength(1);
  expect(api.requests(UPLOAD).map((request) => request.headers.get('X-Session-ID'))).toEqual([SESSION_ID]);
});
