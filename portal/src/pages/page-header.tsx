import type { ReactNode } from 'react'

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page__header">
      <h1 id="page-title">{title}</h1>
      {children}
    </header>
  )
}
