import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Whether the database answers: the readiness check's one statement. */
@Injectable()
export class DatabasePing {
  constructor(private readonly em: EntityManager) {}

  async ping(): Promise<void> {
    await this.em.getConnection().execute('select 1');
  }
}
