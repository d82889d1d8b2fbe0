import type { UseMutationResult } from '@tanstack/react-query'
import { userMessageOf } from '@paydeck/react'
import { Button, Field, TextArea } from '@paydeck/ui'
import { useChangeForm } from '@paydeck/ui/change-form'
import { useSupportT } from '../messages'
import { viewStyles as styles } from './ticket-view.styles'

export type CommentMutation = UseMutationResult<unknown, Error, { content: string; internal: boolean }>

/** A reply, public or internal to the writer's team; the text stays until the server has it. */
export function CommentComposer({ comment }: { comment: CommentMutation }) {
  const t = useSupportT()
  const change = useChangeForm({
    defaultValues: { content: '', internal: false },
    save: async ({ content, internal }) => {
      await comment.mutateAsync({ content: content.trim(), internal })
      // The next reply starts public again: an internal note is a choice made each time, not a mode left on.
      change.form.reset({ content: '', internal: false })
    },
    refusalOf: (failure) => ({ form: userMessageOf(failure) }),
  })
  const { register, watch } = change.form
  const internal = watch('internal')
  return (
    <form className={styles.composer} onSubmit={change.submit} noValidate>
      <Field label={t('comment')}>
        <TextArea placeholder={t('commentPlaceholder')} {...register('content')} />
      </Field>
      <div className={styles.composerRow}>
        <label className={styles.check}>
          <input type="checkbox" {...register('internal')} />
          {t('internal')}
        </label>
        <Button type="submit" disabled={!watch('content').trim() || change.busy}>
          {internal ? t('postInternal') : t('post')}
        </Button>
      </div>
      {change.errors.form && (
        <p role="alert" className={styles.problem}>
          {change.errors.form}
        </p>
      )}
    </form>
  )
}
