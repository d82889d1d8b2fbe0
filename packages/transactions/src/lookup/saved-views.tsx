import { Suspense, useState } from 'react'
import type { UserKind } from '@paydeck/core'
import type { SavedView } from '@paydeck/core/transaction-activity'
import { Button, lazyWithWords } from '@paydeck/ui'
import { useTransactionsT } from '../messages'

// The dialog is a form (react-hook-form): loaded when first opened, not with the lookup.
const ViewsDialog = lazyWithWords(() => import('./views-dialog').then((module) => ({ default: module.ViewsDialog })))

export interface SavedViewsProps {
  kind: UserKind
  /** The current filters as a query string, and the columns shown. */
  query: string
  columns: readonly string[]
  onApply: (view: SavedView) => void
  /** The link that opens a view for a colleague. */
  linkTo: (view: SavedView) => string
  onMessage: (message: string) => void
}

/** Saved views: open one, copy its link, delete your own, or save the current filters and columns under a name. */
export function SavedViews(props: SavedViewsProps) {
  const t = useTransactionsT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('views')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ViewsDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
