import type { ReactNode } from 'react'

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="catalog-section">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

export function Row({ children }: { children: ReactNode }) {
  return <div className="catalog-row">{children}</div>
}
