import { useId, type ReactNode } from 'react'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { useT } from '../provider/ui-provider'
import { adminStyles } from './admin-parts'
import type { ChangeForm } from './change-form'

/**
 * A dialog that is one form: its fields, what is wrong with the whole form, Cancel, and the submit button in the
 * footer. It takes the form `useChangeForm` holds, the one way a form dialog keeps what is typed.
 */
export function FormDialog({
  form,
  open = true,
  title,
  description,
  submitLabel,
  busyLabel,
  danger = false,
  ready = true,
  size,
  actions,
  onClose,
  children,
}: {
  form: Pick<ChangeForm<never>, 'busy' | 'submit' | 'errors'>
  open?: boolean
  title: string
  description?: string
  submitLabel: string
  /** The submit's words while the change is made ("Working…"); the submit label otherwise. */
  busyLabel?: string
  /** A change that takes something away (declining, voiding): the submit is drawn as such. */
  danger?: boolean
  /** False while the form cannot be sent yet (a required reason not written): the submit waits. */
  ready?: boolean
  size?: 'sm' | 'md' | 'lg'
  /** Another way out beside Cancel that is not this form's submit (a fee's "Make flat again"). */
  actions?: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  const t = useT()
  const formId = useId()
  return (
    <Dialog
      open={open}
      size={size}
      // While the change is made the dialog stays: its outcome is said in it.
      onOpenChange={(next) => !next && !form.busy && onClose()}
      title={title}
      description={description}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} disabled={form.busy || !ready}>
            {form.busy && busyLabel ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={adminStyles.root} onSubmit={form.submit} noValidate>
        {children}
        {form.errors.form && (
          <p role="alert" className={adminStyles.error}>
            {form.errors.form}
          </p>
        )}
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
