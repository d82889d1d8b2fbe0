import { randomUUID } from 'node:crypto'
import type { UserType } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'

// Ticket files as stored: whole, with who uploaded them.

export interface FileRow {
  id: string
  tenantId: number
  /** The uploader's organisation (organisationScope). */
  owner: string
  name: string
  contentType: string
  size: number
  content: Buffer
  created: string
}

export type StoredFile = Omit<FileRow, 'owner'> & {
  userType: UserType
  userTenantId: number | null
  userMerchantId: number | null
}

export const findFile = (db: SandboxDatabase, id: string) =>
  db
    .prepare(
      `SELECT f.id, f.tenant_id AS tenantId, f.name, f.content_type AS contentType, f.size, f.content, f.created,
         u.user_type AS userType, u.tenant_id AS userTenantId, u.merchant_id AS userMerchantId
       FROM files f JOIN users u ON u.id = f.user_id WHERE f.id = ?`,
    )
    .get(id) as StoredFile | undefined

/** Whether a merchant uploaded a file, or one of its tickets refers to it. */
export const isMerchantsFile = (db: SandboxDatabase, fileId: string, merchantId: number) =>
  db
    .prepare(
      `SELECT 1 FROM files f JOIN users u ON u.id = f.user_id WHERE f.id = ? AND u.merchant_id = ?
       UNION SELECT 1 FROM tickets t WHERE t.merchant_id = ? AND t.references_json LIKE ?`,
    )
    .get(fileId, merchantId, merchantId, `%"${fileId}"%`) !== undefined

/** Keeps an uploaded file; its new id. */
export function storeFile(
  db: SandboxDatabase,
  file: { userId: number; tenantId: number; name: string; contentType: string; size: number; content: Buffer },
): string {
  const id = randomUUID()
  db.prepare(
    `INSERT INTO files (id, user_id, tenant_id, name, content_type, size, content, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, file.userId, file.tenantId, file.name, file.contentType, file.size, file.content, new Date().toISOString())
  return id
}

export const deleteFile = (db: SandboxDatabase, id: string) => db.prepare('DELETE FROM files WHERE id = ?').run(id)
