import { parseApiErrorMessage } from './errors';

describe('parseApiErrorMessage', () => {
  it('reads the title and sentence of a JSON error body', () => {
    const raw = '400: {"statusCode":400,"error":"Invalid file type","message":"Please upload a PDF or DOC file"}';
    expect(parseApiErrorMessage(raw)).toEqual({ status: 400, error: 'Invalid file type', message: 'Please upload a PDF or DOC file' });
  });

  it('keeps a plain text body as the message', () => {
    expect(parseApiErrorMessage('502: Bad Gateway')).toEqual({ status: 502, message: 'Bad Gateway' });
  });

  it('passes through messages that are not HTTP errors', () => {
    expect(parseApiErrorMessage('Failed to fetch')).toEqual({ message: 'Failed to fetch' });
  });
});
