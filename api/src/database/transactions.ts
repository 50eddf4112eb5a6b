import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Opens a transaction of its own (on a fresh EntityManager, apart from the request's unit of work)
 * for a service whose write spans several repositories; each repository method it calls takes the
 * `tx`. Every statement of the transaction must go through that `tx`: a statement on another
 * connection does not see the transaction's writes and can wait forever on its row locks.
 */
@Injectable()
export class Transactions {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }
}
