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
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      footer={
        <>
          {actions}
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={form.busy}>
            {submitLabel}
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
