import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { UserType } from '@paydeck/core'
import { ALLOWED_CONTENT_TYPES, uploadRefusalText } from '@paydeck/core/files'
import type { SandboxDatabase } from '../db/database'
import type { ApiEnv, Caller } from './auth.middleware'
import { bind } from './route-table'
import { organisationScope, scopeOfUser } from './organisation'
import { forbidden, invalid, notFound } from './problems'

interface FileRow {
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

/**
 * Seed 000 section 7: files for tickets, stored whole, behind the support permission; an organisation reads only
 * its own (the platform any), and only the uploader's organisation deletes.
 */
export function fileRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const find = (c: Context<ApiEnv>) => {
    const row = db
      .prepare(
        `SELECT f.id, f.tenant_id AS tenantId, f.name, f.content_type AS contentType, f.size, f.content, f.created,
           u.user_type AS userType, u.tenant_id AS userTenantId, u.merchant_id AS userMerchantId
         FROM files f JOIN users u ON u.id = f.user_id WHERE f.id = ?`,
      )
      .get(c.req.param('fileId')) as
      | (Omit<FileRow, 'owner'> & { userType: UserType; userTenantId: number | null; userMerchantId: number | null })
      | undefined
    if (!row) return undefined
    const { userType, userTenantId, userMerchantId, ...file } = row
    const owner = scopeOfUser({ userType, tenantId: userTenantId, merchantId: userMerchantId })
    return readable(c.get('caller'), file) ? { ...file, owner } : undefined
  }
  /** The platform reads any file, tenant staff their tenant's; a merchant its own uploads and its tickets' files. */
  const readable = (caller: Caller, row: Omit<FileRow, 'owner'>) => {
    if (caller.kind === 'platform') return true
    if (row.tenantId !== caller.user.tenantId) return false
    if (caller.kind === 'tenant') return true
    const own = db
      .prepare(
        `SELECT 1 FROM files f JOIN users u ON u.id = f.user_id WHERE f.id = ? AND u.merchant_id = ?
         UNION SELECT 1 FROM tickets t WHERE t.merchant_id = ? AND t.references_json LIKE ?`,
      )
      .get(row.id, caller.user.merchantId, caller.user.merchantId, `%"${row.id}"%`)
    return own !== undefined
  }
  const missing = (c: Context<ApiEnv>) => notFound(c, `There is no file ${c.req.param('fileId')}.`)

  const upload = async (c: Context<ApiEnv>, tenantId: number) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const file = body.file
    if (!(file instanceof File)) return invalid(c, { file: ['Send the file in a multipart field named file.'] })
    // The rules the upload control checks, enforced here too and refused in the same words.
    const problem = uploadRefusalText(file)
    if (problem) return invalid(c, { file: [problem] })
    const id = randomUUID()
    db.prepare(
      `INSERT INTO files (id, user_id, tenant_id, name, content_type, size, content, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      c.get('caller').user.id,
      tenantId,
      file.name,
      file.type || 'application/octet-stream',
      file.size,
      Buffer.from(await file.arrayBuffer()),
      new Date().toISOString(),
    )
    return c.json({ fileId: id }, 201)
  }

  bind(app, 'uploadTicketFile', (c) => upload(c, c.get('caller').user.tenantId))
  // Platform staff attach files for the tenant a ticket belongs to.
  bind(app, 'uploadTicketFileForTenant', (c) => upload(c, Number(c.req.param('tenantId'))))
  bind(app, 'downloadFile', (c) => {
    const file = find(c)
    if (!file) return missing(c)
    // Saved, never shown in the sandbox's origin: an allowed type or bytes, and no sniffing a type of its own.
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': (ALLOWED_CONTENT_TYPES as readonly string[]).includes(file.contentType)
        ? file.contentType
        : 'application/octet-stream',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
    })
  })
  bind(app, 'fetchFileDetails', (c) => {
    const file = find(c)
    if (!file) return missing(c)
    return c.json({
      fileId: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      created: file.created,
    })
  })
  // Reading a ticket's file is not owning it: only the uploader's organisation deletes.
  bind(app, 'deleteFile', (c) => {
    const file = find(c)
    if (!file) return missing(c)
    if (file.owner !== organisationScope(c.get('caller'))) return forbidden(c)
    db.prepare('DELETE FROM files WHERE id = ?').run(file.id)
    return c.json({ result: 'success' })
  })
  return app
}
