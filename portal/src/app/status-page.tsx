import type { ReactNode } from 'react'
import { css } from '@paydeck/ui/styled-system/css'
import { spinner } from './page-styles'

const styles = {
  page: css({ display: 'grid', placeItems: 'center', minBlockSize: '60vh' }),
  card: css({
    inlineSize: 'min(30rem, 100%)',
    background: '#fff',
    borderRadius: '12px',
    padding: '2rem',
    boxShadow: '0 1px 3px rgb(0 0 0 / 0.12)',
    textAlign: 'center',
    '& h1': { fontSize: '1.375rem', marginBlock: '0 0.75rem' },
    "&[data-tone='error'] h1": { color: '#82071e' },
  }),
}

/** A centred card for the authentication pages, the splash and whole-page errors. */
export function StatusPage({
  title,
  children,
  busy = false,
  tone = 'neutral',
}: {
  title: string
  children?: ReactNode
  busy?: boolean
  tone?: 'neutral' | 'error'
}) {
  return (
    <section className={styles.page} aria-busy={busy || undefined}>
      <div className={styles.card} data-tone={tone}>
        {busy && <span className={spinner} aria-hidden="true" />}
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  )
}
