import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** The dev identity provider's state (sessions, interactions, codes, grants), shared by every app process. */
@Entity({ tableName: 'oidc_payload' })
@Index({ properties: ['grantId'] })
@Index({ properties: ['uid'] })
export class OidcPayload {
  @PrimaryKey({ type: 'text' })
  id: string;

  @PrimaryKey({ type: 'text' })
  kind: string;

  @Property({ type: 'json' })
  payload: unknown;

  @Property({ type: 'text', nullable: true })
  grantId: string | null = null;

  @Property({ type: 'text', nullable: true })
  userCode: string | null = null;

  @Property({ type: 'text', nullable: true })
  uid: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  consumedAt: Date | null = null;
}
