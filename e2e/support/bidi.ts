import WebSocket from 'ws';

interface BidiMessage {
  type: 'success' | 'error' | 'event';
  id?: number;
  result?: unknown;
  error?: string;
  message?: string;
  method?: string;
  params?: unknown;
}

/**
 * A WebDriver BiDi connection (https://w3c.github.io/webdriver-bidi/): commands with an id, each
 * answered once; events by method name. Enough to drive Firefox without Playwright's own build.
 */
export class BidiConnection {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>();
  private readonly listeners = new Map<string, Set<(params: unknown) => void>>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(JSON.parse(String(data)) as BidiMessage));
    socket.on('close', () => {
      for (const { reject, method } of this.waiting.values()) reject(new Error(`BiDi connection closed before ${method} was answered`));
      this.waiting.clear();
    });
  }

  static async connect(url: string): Promise<BidiConnection> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new BidiConnection(socket);
  }

  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (result: unknown) => void, reject, method });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  on(method: string, listener: (params: unknown) => void): () => void {
    const set = this.listeners.get(method) ?? new Set();
    set.add(listener);
    this.listeners.set(method, set);
    return () => set.delete(listener);
  }

  close(): void {
    this.socket.close();
  }

  private receive(message: BidiMessage): void {
    if (message.type === 'event' && message.method) {
      for (const listener of this.listeners.get(message.method) ?? []) listener(message.params);
      return;
    }
    const pending = message.id === undefined ? undefined : this.waiting.get(message.id);
    if (!pending) return;
    this.waiting.delete(message.id!);
    if (message.type === 'error') pending.reject(new Error(`${pending.method}: ${message.error}: ${message.message}`));
    else pending.resolve(message.result);
  }
}
