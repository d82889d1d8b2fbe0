import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { SandboxDatabase } from '../db/database'

const now = () => Math.floor(Date.now() / 1000)

/** Keeps the provider's sessions, grants, codes and tokens in the sandbox database, so a restart signs nobody out. */
export function sqliteAdapterFactory(db: SandboxDatabase): new (model: string) => Adapter {
  const statements = {
    upsert: db.prepare(
      `INSERT INTO oidc_models (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES (@model, @id, @payload, @grantId, @uid, @userCode, @expiresAt)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
    ),
    find: db.prepare('SELECT payload, expires_at FROM oidc_models WHERE model = ? AND id = ?'),
    findByUid: db.prepare('SELECT payload, expires_at FROM oidc_models WHERE model = ? AND uid = ?'),
    findByUserCode: db.prepare('SELECT payload, expires_at FROM oidc_models WHERE model = ? AND user_code = ?'),
    destroy: db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?'),
    revokeByGrantId: db.prepare('DELETE FROM oidc_models WHERE grant_id = ?'),
    purgeExpired: db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < ?'),
  }
  // The sandbox's own connection clears what expired; a reader thread's (read-only) leaves it to it.
  if (!db.readonly) statements.purgeExpired.run(now())

  const read = (row: unknown): AdapterPayload | undefined => {
    if (!row) return undefined
    const { payload, expires_at: expiresAt } = row as { payload: string; expires_at: number | null }
    if (expiresAt !== null && expiresAt < now()) return undefined
    return JSON.parse(payload) as AdapterPayload
  }

  return class SqliteAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      statements.upsert.run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? now() + expiresIn : null,
      })
    }

    async find(id: string) {
      return read(statements.find.get(this.model, id))
    }

    async findByUid(uid: string) {
      return read(statements.findByUid.get(this.model, uid))
    }

    async findByUserCode(userCode: string) {
      return read(statements.findByUserCode.get(this.model, userCode))
    }

    async consume(id: string) {
      const payload = await this.find(id)
      if (!payload) return
      const row = statements.find.get(this.model, id) as { expires_at: number | null }
      statements.upsert.run({
        model: this.model,
        id,
        payload: JSON.stringify({ ...payload, consumed: now() }),
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: row.expires_at,
      })
    }

    async destroy(id: string) {
      statements.destroy.run(this.model, id)
    }

    async revokeByGrantId(grantId: string) {
      statements.revokeByGrantId.run(grantId)
    }
  }
}
