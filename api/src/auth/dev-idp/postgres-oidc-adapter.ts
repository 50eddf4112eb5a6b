import type { MikroORM } from '@mikro-orm/core';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { OidcPayload } from './oidc-payload.entity';

/** oidc-provider's storage in PostgreSQL, one row per (id, kind); expired rows read as missing. */
export function postgresOidcAdapter(orm: MikroORM) {
  return class PostgresOidcAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await orm.em.fork().upsert(OidcPayload, {
        id,
        kind: this.kind,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      });
    }

    find(id: string) {
      return this.findOne({ id });
    }

    findByUserCode(userCode: string) {
      return this.findOne({ userCode });
    }

    findByUid(uid: string) {
      return this.findOne({ uid });
    }

    async consume(id: string): Promise<void> {
      await orm.em.fork().nativeUpdate(OidcPayload, { id, kind: this.kind }, { consumedAt: new Date() });
    }

    async destroy(id: string): Promise<void> {
      await orm.em.fork().nativeDelete(OidcPayload, { id, kind: this.kind });
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await orm.em.fork().nativeDelete(OidcPayload, { grantId });
    }

    private async findOne(where: Partial<Pick<OidcPayload, 'id' | 'userCode' | 'uid'>>): Promise<AdapterPayload | undefined> {
      const row = await orm.em.fork().findOne(OidcPayload, {
        ...where,
        kind: this.kind,
        $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }],
      });
      if (!row) return undefined;
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) };
    }
  };
}
