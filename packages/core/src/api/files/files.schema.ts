import * as z from 'zod/mini'

// Files attached to tickets (seed 000 section 7).

export const uploadedFileSchema = z.object({ fileId: z.string() })

export const fileDetailsSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  created: z.string(),
})
export type FileDetails = z.infer<typeof fileDetailsSchema>
