import { Injectable, OnApplicationShutdown } from '@nestjs/common';

/** Closes resources created outside Nest's providers (e.g. the session store's pool) on shutdown. */
@Injectable()
export class ShutdownHooks implements OnApplicationShutdown {
  private readonly hooks: Array<() => Promise<void>> = [];

  add(hook: () => Promise<void>): void {
    this.hooks.push(hook);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.hooks.map((hook) => hook()));
  }
}
