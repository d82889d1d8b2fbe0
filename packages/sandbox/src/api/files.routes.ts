import { fileRoutes as fileArea } from '@paydeck/core/openapi'
import { ALLOWED_CONTENT_TYPES, uploadRefusalText } from '@paydeck/core/files'
import type { SandboxDatabase } from '../db/database'
import { deleteFile, findFile, isMerchantsFile, storeFile, type FileRow } from '../support/files.repository'
import type { Caller } from '../domain/caller'
import { refuse } from '../domain/problem'
import { created, implement } from './implement'
import { organisationScope, scopeOfUser } from './organisation'

/**
 * Seed 000 section 7: files for tickets, stored whole, behind the support permission; an organisation reads only
 * its own (the platform any), and only the uploader's organisation deletes.
 */
export function fileRoutes(db: SandboxDatabase) {
  /** The platform reads any file, tenant staff their tenant's; a merchant its own uploads and its tickets' files. */
  const readable = (caller: Caller, row: Omit<FileRow, 'owner'>) => {
    if (caller.kind === 'platform') return true
    if (row.tenantId !== caller.user.tenantId) return false
    if (caller.kind === 'tenant') return true
    return isMerchantsFile(db, row.id, caller.user.merchantId!)
  }
  const find = (caller: Caller, fileId: string) => {
    const row = findFile(db, fileId)
    const visible = row && readable(caller, row)
    if (!visible) throw refuse.notFound(`There is no file ${fileId}.`)
    const { userType, userTenantId, userMerchantId, ...file } = row
    return { ...file, owner: scopeOfUser({ userType, tenantId: userTenantId, merchantId: userMerchantId }) }
  }
  const upload = async (caller: Caller, tenantId: number, file: File) => {
    // The rules the upload control checks, enforced here too and refused in the same words.
    const problem = uploadRefusalText(file)
    if (problem) return refuse.field('file', problem)
    const id = storeFile(db, {
      userId: caller.user.id,
      tenantId,
      name: file.name,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      content: Buffer.from(await file.arrayBuffer()),
    })
    return created({ fileId: id })
  }

  return implement(fileArea, {
    uploadTicketFile: ({ caller, body }) => upload(caller, caller.user.tenantId, body.file),
    // Platform staff attach files for the tenant a ticket belongs to.
    uploadTicketFileForTenant: ({ caller, params, body }) => upload(caller, params.tenantId, body.file),
    downloadFile: ({ caller, params }) => {
      const file = find(caller, params.fileId)
      // Saved, never shown in the sandbox's origin: an allowed type or bytes, and no sniffing a type of its own.
      return new Response(new Uint8Array(file.content), {
        headers: {
          'Content-Type': (ALLOWED_CONTENT_TYPES as readonly string[]).includes(file.contentType)
            ? file.contentType
            : 'application/octet-stream',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
    fetchFileDetails: ({ caller, params }) => {
      const file = find(caller, params.fileId)
      return {
        fileId: file.id,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        created: file.created,
      }
    },
    // Reading a ticket's file is not owning it: only the uploader's organisation deletes.
    deleteFile: ({ caller, params }) => {
      const file = find(caller, params.fileId)
      if (file.owner !== organisationScope(caller)) return refuse.forbidden()
      deleteFile(db, file.id)
    },
  })
}
