import type { ReactNode } from 'react'

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
    <section className="status-page" aria-busy={busy || undefined}>
      <div className={`status-card status-card--${tone}`}>
        {busy && <span className="spinner" aria-hidden="true" />}
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  )
}
