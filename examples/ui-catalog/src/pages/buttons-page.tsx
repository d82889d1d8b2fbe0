import { Button, IconButton, useT } from '@paydeck/ui'
import { Row, Section } from './layout'

export function ButtonsPage() {
  const t = useT()
  return (
    <>
      <Section title="Variants">
        <Row>
          <Button>{t('common.save')}</Button>
          <Button variant="secondary">{t('common.cancel')}</Button>
          <Button variant="danger">{t('reject.title')}</Button>
          <Button variant="ghost">{t('common.retry')}</Button>
        </Row>
      </Section>
      <Section title="Sizes and states">
        <Row>
          <Button size="sm">{t('common.save')}</Button>
          <Button disabled>{t('common.save')}</Button>
          <Button variant="secondary" disabled>
            {t('common.cancel')}
          </Button>
        </Row>
      </Section>
      <Section title="Icon buttons">
        <Row>
          <IconButton icon="close" label={t('common.close')} />
          <IconButton icon="maximize" label={t('drawer.maximize')} />
          <IconButton icon="restore" label={t('drawer.restore')} variant="secondary" />
          <IconButton icon="upload" label={t('upload.choose')} variant="primary" />
        </Row>
      </Section>
    </>
  )
}
