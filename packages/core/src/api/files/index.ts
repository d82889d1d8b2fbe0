// @paydeck/core/files: the file service (seed 000 section 7) and its upload rules, an entry of their own.
export { deleteFile, downloadFile, fetchFileDetails, uploadTicketFile } from './files.api'
export type { FileDetails } from './files.schema'
export {
  ALLOWED_CONTENT_TYPES,
  ALLOWED_EXTENSIONS,
  IMAGE_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  uploadAccept,
  uploadRefusal,
  uploadRefusalText,
  uploadRules,
} from './upload-rules'
export type { FileLike, UploadRefusal, UploadRules } from './upload-rules'
