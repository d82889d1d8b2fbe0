import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  createPricebook,
  type Pricebook,
  PRICEBOOK_NAME_MAX,
  pricebookProblems,
  type SavePricebook,
  updatePricebook,
} from '@paydeck/core/pricebooks'
import { usePaydeck, problemsOf } from '@paydeck/react'
import { CheckboxGroup, Field, FormDialog, TextArea, TextInput } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useAdminScreensT } from '../messages'
import { useRuleWords } from '../rule-words'
import { bookKeys } from './pricebook-queries'

type Flag = 'standard' | 'active'

/** A new price book, or one's name, description and flags; a refusal keeps everything typed. */
export function PricebookDialog({
  book,
  onClose,
  onSaved,
}: {
  book: Pricebook | null
  onClose: () => void
  onSaved: (saved: Pricebook, created: boolean) => void
}) {
  const t = useAdminScreensT()
  const { words } = useRuleWords()
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (draft: SavePricebook) =>
      book ? updatePricebook(paydeck.http, book.id, draft) : createPricebook(paydeck.http, draft),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: bookKeys.all })
      onSaved(saved, book === null)
    },
  })
  const dialog = useChangeForm<SavePricebook>({
    defaultValues: {
      name: book?.name ?? '',
      description: book?.description ?? '',
      isStandard: book?.isStandard ?? false,
      isActive: book?.isActive ?? true,
      ownerId: book?.ownerId ?? null,
    },
    check: (draft) => words(pricebookProblems(draft)),
    save: save.mutateAsync,
    refusalOf: problemsOf,
  })
  const { register, watch, setValue } = dialog.form
  const { errors } = dialog
  const flags: Flag[] = [
    ...(watch('isStandard') ? (['standard'] as const) : []),
    ...(watch('isActive') ? (['active'] as const) : []),
  ]
  return (
    <FormDialog
      form={dialog}
      title={book ? t('books.editTitle', { name: book.name }) : t('books.createTitle')}
      submitLabel={book ? t('books.save') : t('books.create')}
      onClose={onClose}
    >
      <Field label={t('books.name')} error={errors.name} required>
        <TextInput maxLength={PRICEBOOK_NAME_MAX} {...register('name')} />
      </Field>
      <Field label={t('books.description')} error={errors.description}>
        <TextArea maxLength={500} rows={3} {...register('description')} />
      </Field>
      <CheckboxGroup<Flag>
        legend={t('books.status')}
        options={[
          { value: 'standard', label: t('books.isStandardChoice') },
          { value: 'active', label: t('books.isActiveChoice') },
        ]}
        chosen={flags}
        onChange={(chosen) => {
          setValue('isStandard', chosen.includes('standard'), { shouldDirty: true })
          setValue('isActive', chosen.includes('active'), { shouldDirty: true })
        }}
        error={errors.isStandard ?? errors.isActive}
      />
    </FormDialog>
  )
}
