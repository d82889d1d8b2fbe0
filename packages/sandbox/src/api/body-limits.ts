import { bodyLimit } from 'hono/body-limit'
import { MAX_UPLOAD_BYTES } from '@paydeck/core/files'
import { tooLarge } from './problems'

/** JSON and form bodies: a ticket's longest description is a few tens of KB. */
export const BODY_LIMIT = 1_048_576
/** Multipart uploads: room for one file at its 5 MB limit and the form around it, so the file rule answers. */
export const UPLOAD_BODY_LIMIT = 2 * MAX_UPLOAD_BYTES

/** Every request body is limited; a larger one is a 413 before any of it is stored or parsed. */
export const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) })
