import { useState } from 'react'
import { Button, Drawer, StatusPill, formatDate, formatMoney, useUi } from '@paydeck/ui'
import { Section } from './layout'

export function DrawerPage() {
  const [open, setOpen] = useState(false)
  const { timeZone } = useUi()
  return (
    <Section title="Side panel">
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title="Transaction 8f2c41"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <dl className="catalog-facts">
          <dt>Status</dt>
          <dd>
            <StatusPill status="Captured" />
          </dd>
          <dt>Amount</dt>
          <dd>{formatMoney(1249.9, 'EUR')}</dd>
          <dt>Created</dt>
          <dd>{formatDate('2026-03-05T22:30:15Z', { timeZone, time: 'seconds' })}</dd>
        </dl>
        <p>Drag the left edge, or focus it and use the arrow keys, to resize. The width is remembered.</p>
      </Drawer>
    </Section>
  )
}
