import { useState } from 'react'
import { Button, RejectDialog, type RejectResult } from '@paydeck/ui'
import { Section } from './layout'

export function RejectDialogPage() {
  const [open, setOpen] = useState(false)
  const [result, setResult] = useState<RejectResult | null>(null)
  return (
    <Section title="Reject with a reason">
      <Button variant="danger" onClick={() => setOpen(true)}>
        Reject proposal
      </Button>
      <p role="status">{result ? `${result.response}: ${result.rejectReason}` : 'Nothing rejected yet.'}</p>
      <RejectDialog open={open} onOpenChange={setOpen} onReject={setResult} />
    </Section>
  )
}
