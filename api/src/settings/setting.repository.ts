import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Setting } from './setting.entity';

/** The `setting` table: one JSON value per key. */
@Injectable()
export class SettingRepository {
  constructor(private readonly em: EntityManager) {}

  /** The stored value, or undefined when the key has none. */
  async value(key: string): Promise<unknown> {
    // A fork of its own: the read may be shared by requests (the cache), so it must not land in one request's identity map.
    const setting = await this.em.fork().findOne(Setting, { key });
    return setting ? setting.value : undefined;
  }

  async save(key: string, value: unknown, description: string | null): Promise<void> {
    await this.em.upsert(Setting, { key, value, description, updatedAt: new Date() });
  }
}
