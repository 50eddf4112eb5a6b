import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** connect-pg-simple's table for signed-in HTTP sessions; mapped so the schema check knows it. */
@Entity({ tableName: 'http_session' })
@Index({ name: 'http_session_expire_index', properties: ['expire'] })
export class HttpSession {
  @PrimaryKey({ type: 'string', columnType: 'varchar' })
  sid: string;

  @Property({ type: 'json', columnType: 'json' })
  sess: unknown;

  @Property({ type: 'datetime', columnType: 'timestamp(6)' })
  expire: Date;
}
