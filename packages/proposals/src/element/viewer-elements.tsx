import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { CommercialDocumentViewer, type CommercialDocumentViewerProps } from '../viewer/commercial-document-viewer'
import type { DocumentKind } from '../viewer/use-commercial-document'

type IdProp = 'proposalId' | 'agreementId'
type ElementViewProps = Partial<Omit<CommercialDocumentViewerProps, 'kind' | 'id'> & Record<IdProp, number>>

/** One viewer element: `<paydeck-{kind} {kind}-id="12" open>`, shown while `open` is set. */
function viewerElement(kind: DocumentKind, idProp: IdProp) {
  function View({ open = false, onOpenChange = () => undefined, ...props }: ElementViewProps) {
    const id = props[idProp]
    if (!id) return null
    return (
      <CommercialDocumentViewer
        kind={kind}
        id={id}
        open={open}
        onOpenChange={onOpenChange}
        onAccept={props.onAccept}
        onReject={props.onReject}
        onReady={props.onReady}
        onError={props.onError}
      />
    )
  }
  return defineElement(View, {
    tag: elementTags[kind],
    attributes: { [idProp]: 'number' },
    events: { onAccept: `paydeck-${kind}-accept`, onReject: `paydeck-${kind}-reject` },
    modal: { closeEvent: `paydeck-${kind}-close` },
    host: paydeckElement,
    data: [['paydeck', kind]],
  })
}

/**
 * `<paydeck-proposal proposal-id="12" open>`: raises paydeck-proposal-accept ({ id }), paydeck-proposal-reject
 * ({ id, rejectReason }), and paydeck-proposal-close ({}) when the user closes it (which removes `open`).
 */
export const ProposalElement = viewerElement('proposal', 'proposalId')

/** `<paydeck-agreement agreement-id="7" open>`: the same for agreements (paydeck-agreement-…). */
export const AgreementElement = viewerElement('agreement', 'agreementId')
