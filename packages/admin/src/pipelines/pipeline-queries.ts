import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchPipeline, fetchPipelinePage, type Pipeline } from '@paydeck/core/pipelines'
import { usePaydeck } from '@paydeck/react'
import type { HttpClient } from '@paydeck/core'

export const PIPELINE_PAGE_SIZE = 20

export const pipelineKeys = {
  all: ['paydeck', 'pipelines'] as const,
  page: (pageIndex: number) => [...pipelineKeys.all, 'page', pageIndex] as const,
  one: (id: number) => [...pipelineKeys.all, 'one', id] as const,
  uncheck: (id: number) => [...pipelineKeys.one(id), 'uncheck'] as const,
}

export function usePipelinePage(pageIndex: number) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: pipelineKeys.page(pageIndex),
    queryFn: ({ signal }) => fetchPipelinePage(paydeck.http, pageIndex, PIPELINE_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  })
}

export function usePipeline(id: number | null) {
  const paydeck = usePaydeck()
  return useQuery({
    queryKey: pipelineKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchPipeline(paydeck.http, id!, signal),
    enabled: id !== null,
  })
}

/**
 * A change to pipelines: the pipeline it answers with replaces the cached one at once (a reorder shows without a
 * flicker), then every pipeline query refreshes.
 */
export function usePipelineChange<T>(change: (http: HttpClient, input: T) => Promise<Pipeline | void>) {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: T) => change(paydeck.http, input),
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(pipelineKeys.one(answer.id), answer)
      return queryClient.invalidateQueries({ queryKey: pipelineKeys.all })
    },
  })
}
