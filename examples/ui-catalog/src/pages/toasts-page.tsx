import { Button, severities, useAlerts, useT } from '@paydeck/ui'
import { Row, Section } from './layout'

export function ToastsPage() {
  const alerts = useAlerts()
  const t = useT()
  return (
    <>
      <Section title="Alert toasts (5 s)">
        <Row>
          {severities.map((severity) => (
            <Button
              key={severity}
              variant="secondary"
              onClick={() => alerts.alert({ severity, message: t('upload.finished') })}
            >
              {t(`toast.${severity}`)}
            </Button>
          ))}
          <Button
            variant="secondary"
            onClick={() => alerts.alert({ severity: 'info', message: t('upload.deleted'), persistent: true })}
          >
            Persistent
          </Button>
        </Row>
      </Section>
      <Section title="Error snackbar (7 s, close X)">
        <Button variant="danger" onClick={() => alerts.error(t('errors.notAuthorized'))}>
          Show error
        </Button>
      </Section>
    </>
  )
}
