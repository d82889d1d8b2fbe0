import { useId, useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button, Field, TextArea } from '@paydeck/ui'
import { useSupportT } from '../messages'
import { viewStyles as styles } from './ticket-view.styles'

export type CommentMutation = UseMutationResult<unknown, Error, { content: string; internal: boolean }>

/** A reply, public or internal to the writer's team; the text stays until the server has it. */
export function CommentComposer({ comment }: { comment: CommentMutation }) {
  const t = useSupportT()
  const internalId = useId()
  const [content, setContent] = useState('')
  const [internal, setInternal] = useState(false)
  const send = () => comment.mutate({ content: content.trim(), internal }, { onSuccess: () => setContent('') })
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault()
        if (content.trim()) send()
      }}
    >
      <Field label={t('comment')}>
        <TextArea
          value={content}
          placeholder={t('commentPlaceholder')}
          onChange={(event) => setContent(event.target.value)}
        />
      </Field>
      <div className={styles.composerRow}>
        <label className={styles.check} htmlFor={internalId}>
          <input id={internalId} type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
          {t('internal')}
        </label>
        <Button type="submit" disabled={!content.trim() || comment.isPending}>
          {internal ? t('postInternal') : t('post')}
        </Button>
      </div>
      {comment.isError && (
        <p role="alert" className={styles.problem}>
          {comment.error.message}
        </p>
      )}
    </form>
  )
}
