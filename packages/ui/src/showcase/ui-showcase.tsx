import { useState } from 'react'
import { css } from '../../styled-system/css'
import { Button } from '../button/button'
import { DatePicker } from '../date-picker/date-picker'
import { Dialog } from '../dialog/dialog'
import { FileUpload } from '../file-upload/file-upload'
import { Select } from '../select/select'
import { defineElement } from '../element/define-element'
import { UiProvider, useT } from '../provider/ui-provider'
import { StatusPill } from '../status-pill/status-pill'
import { Tooltip } from '../tooltip/tooltip'

export interface UiShowcaseProps {
  heading?: string
  locale?: string
  onConfirm?: (detail: { confirmedAt: string }) => void
}

// The showcase has no server: its upload reads the file in the browser, which gives real progress; it takes
// documents, text and images up to 1 MB.
const showcaseExtensions = ['pdf', 'txt', 'csv', 'png', 'jpg', 'jpeg']
const showcaseCheck = (file: File) =>
  !showcaseExtensions.includes(file.name.split('.').pop()?.toLowerCase() ?? '')
    ? 'type'
    : file.size > 1_048_576
      ? 'size'
      : null

function readLocally(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => event.lengthComputable && onProgress((event.loaded / event.total) * 100)
    reader.onerror = () => reject(reader.error)
    reader.onload = () => resolve(`${file.name} (${file.size} bytes)`)
    reader.readAsArrayBuffer(file)
  })
}

const currencies = ['EUR', 'GBP', 'TRY', 'USD'].map((code) => ({ value: code, label: code }))

function ShowcaseBody({ heading, onConfirm }: UiShowcaseProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [currency, setCurrency] = useState<string | null>(null)
  const [day, setDay] = useState<Date | null>(null)
  const [files, setFiles] = useState<string[]>([])
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
      <div className={css({ display: 'grid', gap: '3', inlineSize: 'min(24rem, 100%)' })}>
        <Select label="Currency" options={currencies} value={currency} onValueChange={setCurrency} />
        <DatePicker label="Value date" value={day} onValueChange={setDay} />
        <FileUpload
          label="Documents"
          upload={readLocally}
          onFinished={setFiles}
          check={showcaseCheck}
          accept={showcaseExtensions.map((extension) => `.${extension}`).join(',')}
        />
        <output className={css({ fontSize: 'sm' })}>
          {`Currency: ${currency ?? 'none'} · Date: ${day ? day.toISOString() : 'none'} · Files: ${files.join(', ') || 'none'}`}
        </output>
      </div>
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
  // The catalog's demonstration, outside the widgets' registry and the production loader.
  tag: 'paydeck-ui-showcase',
  attributes: { heading: 'string', locale: 'string' },
  events: { onConfirm: 'paydeck-showcase-confirm' },
})
