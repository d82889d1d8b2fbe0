import * as z from 'zod/mini'
import { described, type RouteArea } from '../../contract/route'
import { supportPermissions } from '../support/support-rules'
import { fileCalls } from './files.calls'

const fileId = { fileId: z.string() }
const upload = { summary: 'Uploads one file', body: { multipart: { file: 'file' } } } as const

export const fileRoutes = {
  area: 'files',
  description: 'Files attached to tickets: uploaded with progress, read back, deleted when taken off a form.',
  access: {
    permission: supportPermissions,
    record: 'A file is its uploader’s organisation’s, and readable by those of a ticket that refers to it.',
  },
  routes: described(fileCalls, {
    uploadTicketFile: { ...upload, by: ['merchant', 'tenant'] },
    uploadTicketFileForTenant: {
      ...upload,
      summary: 'Uploads one file for a tenant’s ticket',
      by: ['platform'],
      madeBy: 'uploadTicketFile',
    },
    fetchFileDetails: { summary: 'A file’s name, type and size', params: fileId },
    downloadFile: { summary: 'A file’s content', params: fileId },
    deleteFile: { summary: 'Deletes a file', params: fileId },
  }),
} satisfies RouteArea
