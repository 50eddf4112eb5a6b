import { parseApiErrorMessage } from './errors';

describe('parseApiErrorMessage', () => {
  it('reads the title and sentence of a JSON error body', () => {
    const raw = '400: {"statusCode":400,"error":"Invalid file type","message":"Please upload a PDF or DOC file"}';
    expect(parseApiErrorMessage(raw)).toEqual({ status: 400, error: 'Invalid file type', message: 'Please upload a PDF or DOC file' });
  });

  it('returns the machine-readable data, such as a reason code', () => {
    const raw = '422: {"statusCode":422,"error":"No text found","message":"This PDF looks scanned.","data":{"reason":"scannedPdf"}}';
    expect(parseApiErrorMessage(raw)).toEqual({ status: 422, error: 'No text found', message: 'This PDF looks scanned.', data: { reason: 'scannedPdf' } });
  });

  it('keeps a plain text body as the message', () => {
    expect(parseApiErrorMessage('502: Bad Gateway')).toEqual({ status: 502, message: 'Bad Gateway' });
  });

  it('passes through messages that are not HTTP errors', () => {
    expect(parseApiErrorMessage('Failed to fetch')).toEqual({ message: 'Failed to fetch' });
  });
});
