import type { Call } from '../../contract/route'
import { fileDetailsSchema, uploadedFileSchema } from './files.schema'

// How the files' calls are made and what they answer; what the contract document says of them is in files.routes.ts.

export const fileCalls = {
  uploadTicketFile: { method: 'POST', path: 'fs/file', answer: uploadedFileSchema },
  uploadTicketFileForTenant: { method: 'POST', path: 'fs/{tenantId}/file', answer: uploadedFileSchema },
  fetchFileDetails: { method: 'GET', path: 'fs/file/{fileId}/details', answer: fileDetailsSchema },
  downloadFile: { method: 'GET', path: 'fs/file/{fileId}', answer: 'file:application/octet-stream' },
  deleteFile: { method: 'DELETE', path: 'fs/file/{fileId}', answer: 'ignored' },
} as const satisfies Record<string, Call>
