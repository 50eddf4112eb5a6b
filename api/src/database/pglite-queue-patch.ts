import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** Parse, Bind, Describe, Execute, Close, Flush: messages of an extended-protocol batch that ends at Sync. */
const EXTENDED_PROTOCOL = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(m: Uint8Array, o: { onRawData(d: Uint8Array): void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/**
 * Surprise: pglite-socket 0.2.17 multiplexes connections onto PGlite's single backend message by
 * message, keeping a connection's turn only inside a transaction. Outside one, another
 * connection's Parse/Bind can land between a connection's own Parse and Execute, so its unnamed
 * statement or portal vanishes ("unnamed prepared statement does not exist"). This keeps each
 * connection's turn from its first extended-protocol message to its Sync, as a real server would.
 * Replaces the queue's private processQueue of that pinned version; a test hammers it.
 */
export function serializeExtendedProtocolBatches(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let batchOwner: number | null = null;
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId) => {
    if (batchOwner === handlerId) batchOwner = null;
    clear(handlerId);
  };
  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = this.db.isInTransaction() && this.lastHandlerId ? this.lastHandlerId : batchOwner;
        const index = owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === owner);
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(item.message, { onRawData: (data) => item.onData(data) }));
        } catch (error) {
          batchOwner = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        batchOwner = EXTENDED_PROTOCOL.has(item.message[0]) ? item.handlerId : null;
        item.resolve(0);
      }
    } finally {
      this.processing = false;
    }
  };
}
