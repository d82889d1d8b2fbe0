import { useState } from 'react'
import { Button, Dialog, useT } from '@paydeck/ui'
import { Section } from './layout'

export function DialogPage() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [wideOpen, setWideOpen] = useState(false)
  const [saved, setSaved] = useState('')
  const [draft, setDraft] = useState('')
  return (
    <>
      <Section title="Modal dialog">
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        {saved && <p role="status">Saved: {saved}</p>}
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Add a note"
          description="Escape or the close button dismisses it; focus returns to the button that opened it."
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setSaved(draft)
                  setOpen(false)
                }}
              >
                {t('common.save')}
              </Button>
            </>
          }
        >
          <label className="catalog-field">
            Note
            <input value={draft} onChange={(event) => setDraft(event.target.value)} />
          </label>
        </Dialog>
      </Section>
      <Section title="Wide dialog that stays open on outside clicks">
        <Button variant="secondary" onClick={() => setWideOpen(true)}>
          Open wide dialog
        </Button>
        <Dialog
          open={wideOpen}
          onOpenChange={setWideOpen}
          title="View Proposal"
          size="wide"
          closeOnInteractOutside={false}
        >
          <p>90% of the window wide, as proposals are shown.</p>
        </Dialog>
      </Section>
    </>
  )
}
