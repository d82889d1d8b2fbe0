import { Button } from '@paydeck/ui'
import { css } from '@paydeck/ui/styled-system/css'
import { isRetryable } from './use-transaction-action'

const styles = { error: css({ color: 'negative', display: 'grid', gap: '2', justifyItems: 'start' }) }

/**
 * Why an action failed: a refusal in the server's words, or, when the answer never came, that Try again sends the
 * same request (applied once) and the button that does.
 */
export function ActionError({
  error,
  onRetry,
  words,
}: {
  error: Error | null
  onRetry: () => void
  words: { answerLost: string; retry: string }
}) {
  if (!error) return null
  const retryable = isRetryable(error)
  return (
    <div className={styles.error} role="alert">
      <p>{retryable ? words.answerLost : error.message}</p>
      {retryable && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {words.retry}
        </Button>
      )}
    </div>
  )
}
