import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { useT } from '../provider/ui-provider'
import { adminStyles } from './admin-parts'

/** A dialog that is one form: its fields, Cancel, and the submit button in the footer. */
export function FormDialog({
  open = true,
  title,
  description,
  submitLabel,
  busy = false,
  size,
  onClose,
  onSubmit,
  children,
}: {
  open?: boolean
  title: string
  description?: string
  submitLabel: string
  busy?: boolean
  size?: 'sm' | 'md' | 'lg'
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}) {
  const t = useT()
  const formId = useId()
  return (
    <Dialog
      open={open}
      size={size}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={adminStyles.root} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  )
}

/** The name in a list row that opens the item on the same screen; pressed while it is the one shown. */
export function OpenButton({
  pressed,
  label,
  onClick,
  children,
}: {
  pressed: boolean
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={adminStyles.linkButton}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
