import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createLabel,
  deleteLabel,
  rearrangeLabels,
  updateLabel,
  type LabelFields,
  type SupportLabel,
} from '@paydeck/core/support'
import { usePaydeck } from '@paydeck/react'
import { supportKeys } from '../tickets/support-queries'

/** Save (create or edit), delete and reorder, each updating the one labels list the widgets share. */
export function useLabelActions() {
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const key = supportKeys.labels()
  const refresh = () => queryClient.invalidateQueries({ queryKey: supportKeys.all })
  const save = useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: LabelFields }) =>
      id === null ? createLabel(paydeck.http, fields) : updateLabel(paydeck.http, id, fields),
    onSuccess: refresh,
    // Seed 000 section 8: a failed create or update is only logged (the app's error message says what failed).
    onError: (error) => console.error('The label could not be saved', error),
  })
  const remove = useMutation({ mutationFn: (id: number) => deleteLabel(paydeck.http, id), onSuccess: refresh })
  const reorder = useMutation({
    mutationFn: (ids: number[]) => rearrangeLabels(paydeck.http, ids),
    // The new order shows at once; a refusal puts the old one back.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<SupportLabel[]>(key)
      if (before) {
        const byId = new Map(before.map((label) => [label.labelId, label]))
        queryClient.setQueryData(
          key,
          ids.map((id) => byId.get(id)!),
        )
      }
      return { before }
    },
    onError: (_error, _ids, context) => context?.before && queryClient.setQueryData(key, context.before),
    onSuccess: (labels) => queryClient.setQueryData(key, labels),
  })
  return { save, remove, reorder }
}
