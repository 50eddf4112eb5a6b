import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from './app-error';

function firstConstraint(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraint = Object.values(error.constraints ?? {})[0];
    if (constraint) return constraint;
    const nested = firstConstraint(error.children ?? []);
    if (nested) return nested;
  }
  return 'The request is not valid';
}

/** DTO validation: unknown fields are dropped, and a bad one answers 400 with its reason. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => new AppError(HttpStatus.BAD_REQUEST, { error: 'Invalid request', message: firstConstraint(errors) }),
  });
}
