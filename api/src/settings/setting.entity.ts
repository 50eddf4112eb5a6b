import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A named configuration value an administrator can change at run time (e.g. payment_config). */
@Entity({ tableName: 'setting' })
export class Setting {
  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'json' })
  value: unknown;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export const PAYMENT_CONFIG_KEY = 'payment_config';
