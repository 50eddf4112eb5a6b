import { HttpException, HttpStatus } from '@nestjs/common';

export interface ErrorText {
  error: string;
  message: string;
}

/**
 * An error meant for the user: an HTTP status, the catalogue's title and sentence (SPEC.md
 * section 8), and optional data such as `{ coverLetterCount }`.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly text: ErrorText,
    readonly data?: Record<string, unknown>,
  ) {
    super(text.message, status);
  }
}
