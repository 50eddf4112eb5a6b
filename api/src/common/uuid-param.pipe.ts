import { HttpStatus, ParseUUIDPipe } from '@nestjs/common';
import { AppError, type ErrorText } from './app-error';

/** A route id that is not a UUID cannot name anything: the same 404 as an id that is not yours. */
export function uuidParam(notFound: ErrorText): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new AppError(HttpStatus.NOT_FOUND, notFound) });
}
