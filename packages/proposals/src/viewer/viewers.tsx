import { CommercialDocumentViewer, type CommercialDocumentViewerProps } from './commercial-document-viewer'

export type ViewerProps = Omit<CommercialDocumentViewerProps, 'kind'>

/** 'View Proposal': 90% wide, not closed by a click outside (seed 002); Accept or Reject while PendingApproval. */
export function ProposalViewer(props: ViewerProps) {
  return <CommercialDocumentViewer kind="proposal" {...props} />
}

/** 'View Agreement': Accept or Reject while PendingAcceptance. */
export function AgreementViewer(props: ViewerProps) {
  return <CommercialDocumentViewer kind="agreement" {...props} />
}
