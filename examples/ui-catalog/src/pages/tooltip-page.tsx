import { Button, IconButton, Tooltip, useT } from '@paydeck/ui'
import { Row, Section } from './layout'

export function TooltipPage() {
  const t = useT()
  return (
    <Section title="Hover or focus the controls">
      <Row>
        <Tooltip content="Shown 18 px above, hidden 50 ms after you leave">
          <Button variant="secondary">Hover me</Button>
        </Tooltip>
        <Tooltip content={t('drawer.maximize')} placement="bottom">
          <IconButton icon="maximize" label={t('drawer.maximize')} />
        </Tooltip>
      </Row>
    </Section>
  )
}
