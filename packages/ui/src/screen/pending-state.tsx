import { css } from '../../styled-system/css'

const styles = {
  loading: css({ margin: '0', color: 'subtle' }),
  failed: css({ margin: '0', color: 'negative' }),
}

export interface PendingStateProps {
  /** The words while it loads ("Loading transactions…"). */
  loading: string
  /** Why it cannot come, in words; the loading words while null. */
  failure?: string | null
}

/** What a widget shows while what it needs is on its way: its loading words, or, when that failed, why. */
export function PendingState({ loading, failure }: PendingStateProps) {
  return failure ? (
    <p role="alert" className={styles.failed}>
      {failure}
    </p>
  ) : (
    <p role="status" className={styles.loading}>
      {loading}
    </p>
  )
}
