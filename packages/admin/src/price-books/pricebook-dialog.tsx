import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  createPricebook,
  type Pricebook,
  PRICEBOOK_NAME_MAX,
  pricebookProblems,
  type SavePricebook,
  updatePricebook,
} from '@paydeck/core/pricebooks'
import { usePaydeck } from '@paydeck/react'
import { adminStyles, CheckboxGroup, Field, FormDialog, TextArea, TextInput } from '@paydeck/ui'
import { useAdminScreensT } from '../messages'
import { errorsOf } from '../sca'
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
  const paydeck = usePaydeck()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<SavePricebook>({
    name: book?.name ?? '',
    description: book?.description ?? '',
    isStandard: book?.isStandard ?? false,
    isActive: book?.isActive ?? true,
    ownerId: book?.ownerId ?? null,
  })
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [busy, setBusy] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = pricebookProblems(draft)
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    ;(book ? updatePricebook(paydeck.http, book.id, draft) : createPricebook(paydeck.http, draft))
      .then(async (saved) => {
        await queryClient.invalidateQueries({ queryKey: bookKeys.all })
        onSaved(saved, book === null)
      })
      .catch((failure: unknown) => {
        setErrors(errorsOf(failure))
      })
      .finally(() => setBusy(false))
  }
  const flags: Flag[] = [
    ...(draft.isStandard ? (['standard'] as const) : []),
    ...(draft.isActive ? (['active'] as const) : []),
  ]
  return (
    <FormDialog
      title={book ? t('books.editTitle', { name: book.name }) : t('books.createTitle')}
      submitLabel={book ? t('books.save') : t('books.create')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label={t('books.name')} error={errors.name} required>
        <TextInput
          value={draft.name}
          maxLength={PRICEBOOK_NAME_MAX}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </Field>
      <Field label={t('books.description')} error={errors.description}>
        <TextArea
          value={draft.description}
          maxLength={500}
          rows={3}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
      </Field>
      <CheckboxGroup<Flag>
        legend={t('books.status')}
        options={[
          { value: 'standard', label: t('books.isStandardChoice') },
          { value: 'active', label: t('books.isActiveChoice') },
        ]}
        chosen={flags}
        onChange={(chosen) =>
          setDraft({ ...draft, isStandard: chosen.includes('standard'), isActive: chosen.includes('active') })
        }
        error={errors.isStandard ?? errors.isActive}
      />
      {errors.form && (
        <p role="alert" className={adminStyles.error}>
          {errors.form}
        </p>
      )}
    </FormDialog>
  )
}
