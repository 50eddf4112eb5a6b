import { MAX_CV_BYTES } from '@coverletter/contracts';
import { CallHandler, ExecutionContext, Injectable, Logger, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { cvError, missingFileError } from './cv-errors';

const logger = new Logger('CvUpload');

/** Multer's own errors, answered with the CV errors; anything else (a malformed or cut multipart body) is an unreadable upload. */
function uploadError(error: unknown, field: string): Error {
  if (!(error instanceof MulterError)) {
    logger.warn({ err: error }, 'A multipart upload could not be read');
    return cvError('uploadUnreadable');
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return cvError('fileTooLarge');
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === field ? cvError('tooManyFiles') : missingFileError(field);
    case 'LIMIT_FILE_COUNT':
      return cvError('tooManyFiles');
    default:
      return cvError('uploadUnreadable');
  }
}

/**
 * Reads one CV file from the multipart field `field` into memory, refusing it as soon as the
 * stream passes MAX_CV_BYTES. Puts it on `req.file` for `@UploadedFile()`; answers 400 when the
 * request carries no file there.
 */
export function CvUploadInterceptor(field: string): Type<NestInterceptor> {
  const options: multer.Options & { defParamCharset: string } = {
    storage: multer.memoryStorage(),
    // Browsers send file names as raw UTF-8; multer's types do not know this busboy option yet.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_CV_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024, headerPairs: 100 },
  };
  const readFile = multer(options).single(field);

  @Injectable()
  class CvUpload implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await new Promise<void>((resolve, reject) => {
        readFile(req, http.getResponse<Response>(), (error: unknown) => (error ? reject(uploadError(error, field)) : resolve()));
      });
      if (!req.file) throw missingFileError(field);
      return next.handle();
    }
  }
  return mixin(CvUpload);
}
