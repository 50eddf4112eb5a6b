import { ERROR_TEXT } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { DatabasePing } from '../database/database-ping';

export interface HealthResponse {
  status: 'ok';
  database?: 'up';
}

const DATABASE_CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(private readonly database: DatabasePing) {}

  live(): HealthResponse {
    return { status: 'ok' };
  }

  async ready(): Promise<HealthResponse> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.database.ping(), timeout]);
      return { status: 'ok', database: 'up' };
    } catch {
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, ERROR_TEXT.databaseUnavailable, { database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  }
}
