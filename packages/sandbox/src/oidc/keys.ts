import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto'
import type { SandboxDatabase } from '../db/database'

/** A value made once and kept in the settings table, so signing keys and cookie keys survive restarts. */
function persisted(db: SandboxDatabase, key: string, make: () => string): string {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  if (row) return row.value
  const value = make()
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, value)
  return value
}

export function signingKeys(db: SandboxDatabase): { keys: Record<string, unknown>[] } {
  const jwk = persisted(db, 'oidc.signing-key', () => {
    // Written out as PEM by the generation itself and read back as a key of its own before it is exported. Exporting
    // the KeyObject a generation returns can hang Node 20: a collection during the export may free the finished
    // generation job, which then waits on the lock the export holds (a unit run stuck in ~KeyGenJob under ExportJWK).
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    })
    const jwk = createPrivateKey(privateKey).export({ format: 'jwk' })
    return JSON.stringify({ ...jwk, kid: randomBytes(8).toString('hex'), use: 'sig' })
  })
  return { keys: [JSON.parse(jwk) as Record<string, unknown>] }
}

export function cookieKeys(db: SandboxDatabase): string[] {
  return [persisted(db, 'oidc.cookie-key', () => randomBytes(32).toString('base64url'))]
}
