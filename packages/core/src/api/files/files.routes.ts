import * as z from 'zod/mini'
import type { Route, RouteArea } from '../../contract/route'
import { supportPermissions } from '../support/support-rules'
import { fileDetailsSchema, uploadedFileSchema } from './files.schema'

const fileId = { fileId: z.string() }
const upload = {
  method: 'POST',
  summary: 'Uploads one file',
  body: { multipart: { file: 'file' } },
  answer: uploadedFileSchema,
} as const satisfies Omit<Route, 'path'>

export const fileRoutes = {
  area: 'files',
  description: 'Files attached to tickets: uploaded with progress, read back, deleted when taken off a form.',
  access: {
    permission: supportPermissions,
    record: 'A file is its uploader’s organisation’s, and readable by those of a ticket that refers to it.',
  },
  routes: {
    uploadTicketFile: { ...upload, path: 'fs/file', by: ['merchant', 'tenant'] },
    uploadTicketFileForTenant: {
      ...upload,
      path: 'fs/{tenantId}/file',
      summary: 'Uploads one file for a tenant’s ticket',
      by: ['platform'],
      madeBy: 'uploadTicketFile',
    },
    fetchFileDetails: {
      method: 'GET',
      path: 'fs/file/{fileId}/details',
      summary: 'A file’s name, type and size',
      params: fileId,
      answer: fileDetailsSchema,
    },
    downloadFile: {
      method: 'GET',
      path: 'fs/file/{fileId}',
      summary: 'A file’s content',
      params: fileId,
      answer: 'file:application/octet-stream',
    },
    deleteFile: {
      method: 'DELETE',
      path: 'fs/file/{fileId}',
      summary: 'Deletes a file',
      params: fileId,
      answer: 'ignored',
    },
  },
} satisfies RouteArea
