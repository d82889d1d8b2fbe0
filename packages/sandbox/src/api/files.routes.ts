import { Hono, type Context } from 'hono'
import { ALLOWED_CONTENT_TYPES, uploadRefusalText } from '@paydeck/core/files'
import type { SandboxDatabase } from '../db/database'
import { deleteFile, findFile, isMerchantsFile, storeFile, type FileRow } from '../support/files.repository'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { bind } from './route-table'
import { organisationScope, scopeOfUser } from './organisation'
import { forbidden, invalid, notFound } from './problems'

/**
 * Seed 000 section 7: files for tickets, stored whole, behind the support permission; an organisation reads only
 * its own (the platform any), and only the uploader's organisation deletes.
 */
export function fileRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const find = (c: Context<ApiEnv>) => {
    const row = findFile(db, c.req.param('fileId') ?? '')
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
    return isMerchantsFile(db, row.id, caller.user.merchantId!)
  }
  const missing = (c: Context<ApiEnv>) => notFound(c, `There is no file ${c.req.param('fileId')}.`)

  const upload = async (c: Context<ApiEnv>, tenantId: number) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const file = body.file
    if (!(file instanceof File)) return invalid(c, { file: ['Send the file in a multipart field named file.'] })
    // The rules the upload control checks, enforced here too and refused in the same words.
    const problem = uploadRefusalText(file)
    if (problem) return invalid(c, { file: [problem] })
    const id = storeFile(db, {
      userId: c.get('caller').user.id,
      tenantId,
      name: file.name,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      content: Buffer.from(await file.arrayBuffer()),
    })
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
    deleteFile(db, file.id)
    return c.json({ result: 'success' })
  })
  return app
}
