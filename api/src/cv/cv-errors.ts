import { ERROR_TEXT, type CvRejectionReason } from '@coverletter/contracts';
import { HttpStatus } from '@nestjs/common';
import { AppError, type ErrorText } from '../common/app-error';

interface CvErrorDefinition {
  status: HttpStatus;
  text: ErrorText;
}

/**
 * Every answer to a CV file that cannot be used, keyed by its `data.reason` (the codes of
 * libs/contracts, where clients find them). Clients show their own text for a code they know.
 */
const CV_ERRORS = {
  invalidFileType: { status: HttpStatus.BAD_REQUEST, text: ERROR_TEXT.invalidFileType },
  fileTooLarge: { status: HttpStatus.PAYLOAD_TOO_LARGE, text: ERROR_TEXT.fileTooLarge },
  emptyFile: {
    status: HttpStatus.BAD_REQUEST,
    text: { error: 'Empty file', message: 'The file you chose is empty. Please upload your CV as a PDF or Word file.' },
  },
  tooManyFiles: {
    status: HttpStatus.BAD_REQUEST,
    text: { error: 'Too many files', message: 'Please upload one file at a time.' },
  },
  uploadUnreadable: {
    status: HttpStatus.BAD_REQUEST,
    text: { error: 'Upload failed', message: 'We could not read the upload. Please try again with one PDF or Word file.' },
  },
  corrupt: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'File could not be read',
      message: 'This file seems to be damaged or incomplete. Please save your CV again as a PDF or Word file and upload that.',
    },
  },
  encrypted: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'Password-protected file',
      message: 'This file is protected with a password, so we cannot read it. Please save a copy without the password and upload that.',
    },
  },
  scannedPdf: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'No text found',
      message: 'This PDF looks scanned: it holds images of pages but no text we can read. Please upload a text-based PDF or a Word file.',
    },
  },
  noText: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'No text found',
      message: 'We could not find enough text in this document. Please check that it is your CV and upload it again.',
    },
  },
  tooComplex: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'File too complex',
      message: 'This file unpacks to far more data than a CV needs, so we cannot read it. Please upload a simpler PDF or Word file.',
    },
  },
  tooLong: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'CV too long',
      message: 'This file holds far more text than a CV (over 50 pages or 100,000 characters). Please upload your CV on its own.',
    },
  },
  tooSlow: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    text: {
      error: 'File too complex',
      message: 'Reading this file took too long. Please upload a simpler PDF or Word file.',
    },
  },
  busy: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    text: { error: 'Server busy', message: 'We are reading a lot of files right now. Please try again in a moment.' },
  },
} satisfies Record<Exclude<CvRejectionReason, 'missingFile'>, CvErrorDefinition>;

export type CvErrorCode = keyof typeof CV_ERRORS;

export function cvError(code: CvErrorCode): AppError {
  const { status, text } = CV_ERRORS[code];
  return new AppError(status, text, { reason: code });
}

/** A request without the file part: the field name is named, since only API clients can get this wrong. */
export function missingFileError(field: string): AppError {
  return new AppError(
    HttpStatus.BAD_REQUEST,
    { error: 'No file received', message: `Please choose your CV (a PDF or Word file) and send it in the form field "${field}".` },
    { reason: 'missingFile' satisfies CvRejectionReason },
  );
}
