import * as z from 'zod/mini'

/** One page of a list the server pages, as every reader sees it: its rows and how many match in all. */
export interface Page<T> {
  count: number
  data: T[]
}

/** A page as most areas send it (`{ count, data }`). */
export const pageSchema = <T extends z.ZodMiniType>(item: T) => z.object({ count: z.number(), data: z.array(item) })

/** A page as the commercial areas send it (`{ data, totalCount }`, the seeds' envelope for them). */
export interface TotalCountPage<T> {
  data: T[]
  totalCount: number
}

/**
 * The commercial areas' envelope read into the one `Page`, so a reader never asks which area a page came from.
 * The contract (OpenAPI) still describes the wire's `totalCount`: it is generated from the input side.
 */
export const totalCountPageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.object({ data: z.array(item), totalCount: z.number() }),
    z.transform(({ data, totalCount }): Page<z.output<T>> => ({ count: totalCount, data })),
  )
