import type { ReactNode } from 'react'
import { ScreenHeader } from '@paydeck/ui'

/** A portal page's title (the heading its region is named by), with its main action beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ScreenHeader id="page-title" title={title}>
      {children}
    </ScreenHeader>
  )
}
