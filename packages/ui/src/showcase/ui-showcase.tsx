import { useState } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../button/button'
import { Dialog } from '../dialog/dialog'
import { defineElement } from '../element/define-element'
import { elementTags } from '../element/element-tags'
import { UiProvider, useT } from '../provider/ui-provider'
import { StatusPill } from '../status-pill/status-pill'
import { Tooltip } from '../tooltip/tooltip'

export interface UiShowcaseProps {
  heading?: string
  locale?: string
  onConfirm?: (detail: { confirmedAt: string }) => void
}

function ShowcaseBody({ heading, onConfirm }: UiShowcaseProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <section className={css({ fontFamily: 'body', color: 'text', display: 'grid', gap: '3', justifyItems: 'start' })}>
      <h2 className={css({ fontSize: 'lg', margin: '0' })}>{heading ?? 'Paydeck controls'}</h2>
      <div className={css({ display: 'flex', gap: '2' })}>
        <StatusPill status="Captured" />
        <StatusPill status="Declined" />
        <StatusPill status="WaitingForApproval" />
      </div>
      <Tooltip content={t('common.save')}>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
      </Tooltip>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Confirm the action"
        description="This dialog runs inside whatever root holds it."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                onConfirm?.({ confirmedAt: new Date().toISOString() })
                setOpen(false)
              }}
            >
              {t('common.save')}
            </Button>
          </>
        }
      >
        <p className={css({ margin: '0' })}>Keyboard focus stays in here until the dialog closes.</p>
      </Dialog>
    </section>
  )
}

/** The design system's demonstration: a few controls that exercise styles, portals and focus in any root. */
export function UiShowcase(props: UiShowcaseProps) {
  return (
    <UiProvider locale={props.locale ?? 'en'}>
      <ShowcaseBody {...props} />
    </UiProvider>
  )
}

export const UiShowcaseElement = defineElement(UiShowcase, {
  tag: elementTags.uiShowcase,
  attributes: { heading: 'string', locale: 'string' },
  events: { onConfirm: 'paydeck-showcase-confirm' },
})
