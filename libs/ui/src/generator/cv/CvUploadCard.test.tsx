import { API, MAX_CV_BYTES, type CvUploadResponse } from '@coverletter/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { deferred, fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../test-support/fake-api';
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

  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
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

test('a file too small for one decimal reads < 0.1 MB', async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: { body: { ...uploaded, filename: 'cv.pdf', size: 16_442, textLength: 479 } } });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('cv.pdf', 16_442));

  expect(await screen.findByText('< 0.1 MB')).toBeInTheDocument();
  expect(screen.getByText('479 characters extracted')).toBeInTheDocument();
});

test("the server's own error title and sentence are shown for a file it cannot read", async () => {
  fakeApi({
    [STATUS_ROUTE]: sessionStatus(),
    [UPLOAD]: { status: 400, body: { statusCode: 400, error: 'Scanned PDF', message: 'This PDF has no text layer' } },
  });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('scan.pdf', 2048));

  expect(await screen.findByText('Scanned PDF')).toBeInTheDocument();
  expect(screen.getByText('This PDF has no text layer')).toBeInTheDocument();
  expect(await screen.findByText('Choose file')).toBeInTheDocument();
});

test("a failure without a server explanation shows 'Upload failed'", async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus(), [UPLOAD]: () => Promise.reject(new TypeError('Failed to fetch')) });
  renderGenerator(<CvUploadCard />);

  pick(cvFile('cv.pdf', 2048));

  expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  expect(screen.getByText('Please try a different file format')).toBeInTheDocument();
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
