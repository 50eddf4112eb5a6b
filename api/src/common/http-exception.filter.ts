import type { ApiErrorBody } from '@coverletter/contracts';
import { ERROR_TEXT } from '@coverletter/contracts';
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AppError } from './app-error';
import { urlForLog } from './logger-options';

/** Errors from the body parser and friends carry a status and a safe message. */
interface ExposedHttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && DATABASE_DOWN_CODES.has(e.code)) return true;
  return e.name === 'ConnectionException' || /Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? '');
}

function bodyParserText(error: ExposedHttpError): { error: string; message: string } {
  if (error.type === 'entity.too.large') return { error: 'Payload Too Large', message: 'The request body is too large.' };
  if (error.type === 'entity.parse.failed') return { error: 'Invalid JSON', message: 'The request body is not valid JSON.' };
  if (error.type === 'body.nul' || error.type === 'body.too.deep') return { error: 'Invalid request', message: error.message ?? 'The request is not valid' };
  return { error: STATUS_CODES[error.status ?? 400] ?? 'Bad Request', message: error.message ?? 'Bad request' };
}

/** The one exception filter: every error leaves as `ApiErrorBody` JSON; internals never do. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request & { id?: string }>();
    const res = ctx.getResponse<Response>();
    const requestId = typeof req.id === 'string' ? req.id : undefined;
    const body = this.toBody(exception, req, requestId);
    if (res.headersSent) return;
    res.status(body.statusCode).json(body);
  }

  /** The body for any exception; also used for an error that happens after a stream of events has started. */
  toBody(exception: unknown, req: Request, requestId?: string): ApiErrorBody {
    if (exception instanceof AppError) {
      return { statusCode: exception.getStatus(), ...exception.text, requestId, ...(exception.data ? { data: exception.data } : {}) };
    }
    if (exception instanceof ThrottlerException) {
      return { statusCode: HttpStatus.TOO_MANY_REQUESTS, ...ERROR_TEXT.tooManyRequests, requestId };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      if (statusCode === HttpStatus.NOT_FOUND) {
        return { statusCode, ...ERROR_TEXT.notFound, requestId };
      }
      return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: this.messageOf(exception), requestId };
    }
    const exposed = exception as ExposedHttpError;
    const status = exposed?.status ?? exposed?.statusCode;
    if (exposed?.expose && status && status >= 400 && status < 500) {
      return { statusCode: status, ...bodyParserText({ type: exposed.type, message: exposed.message, status }), requestId };
    }
    if (isDatabaseDown(exception)) {
      this.logger.error({ requestId, err: exception, path: urlForLog(req.path) }, 'Database unavailable');
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, ...ERROR_TEXT.databaseUnavailable, requestId };
    }
    this.logger.error({ requestId, err: exception, path: urlForLog(req.path), method: req.method }, 'Unhandled error');
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, ...ERROR_TEXT.internal, requestId };
  }

  private messageOf(exception: HttpException): string {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) return message.join('; ');
    return typeof message === 'string' ? message : exception.message;
  }
}
