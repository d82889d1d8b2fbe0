import { Button, Dialog } from '@paydeck/ui'
import { usePortalT } from '../i18n/portal-i18n'

interface IdleWarningProps {
  secondsLeft: number
  onClose: () => void
  onQuit: () => void
  onContinue: () => void
}

/** Seed 000 section 4: 'You have been inactive', counting down to the sign-out. */
export function IdleWarning({ secondsLeft, onClose, onQuit, onContinue }: IdleWarningProps) {
  const t = usePortalT()
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('idle.title')}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onQuit}>
            {t('idle.quit')}
          </Button>
          <Button onClick={onContinue}>{t('idle.continue')}</Button>
        </>
      }
    >
      <p aria-live="polite">{t('idle.body', { seconds: secondsLeft })}</p>
    </Dialog>
  )
}
