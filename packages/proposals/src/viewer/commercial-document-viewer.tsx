import { useEffect, useRef, useState, type Ref } from 'react'
import { documentStatusLabels, labelOf } from '@paydeck/core/labels'
import { documentFeeFields, type ResponsePayload } from '@paydeck/core/proposals'
import { userMessageOf, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Button, Dialog, RejectDialog, StatusPill, formatDate, formatFee, useUi } from '@paydeck/ui'
import { printDocument } from '../print/print-document'
import { sanitizeBody } from '../sanitize/sanitize-body'
import { useViewerText } from './messages'
import { useCommercialDocument, type CommercialDocument, type DocumentKind } from './use-commercial-document'
import { viewerStyles as styles } from './viewer.styles'

export interface CommercialDocumentViewerProps extends WidgetLifecycleProps {
  kind: DocumentKind
  id: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Shown without Accept and Reject (tenant staff read their merchants' documents but never answer them). */
  readOnly?: boolean
  /** Called once the answer is saved, with the document as it now is. */
  onAccept?: (detail: { id: number }) => void
  onReject?: (detail: { id: number; rejectReason: string }) => void
}

/**
 * Seed 002: a proposal or agreement in a modal (proposals 90% wide and not closed by a click outside) with its
 * facts, fees, entries by product and sanitized body; Accept and Reject (with a reason) while it awaits an answer.
 */
export function CommercialDocumentViewer({
  kind,
  id,
  open,
  onOpenChange,
  readOnly = false,
  onAccept,
  onReject,
  ...lifecycle
}: CommercialDocumentViewerProps) {
  const text = useViewerText()
  const { locale } = useUi()
  const { query, respond } = useCommercialDocument(kind, id, open)
  useWidgetLifecycle(kind, { ready: query.isSuccess, error: query.error }, lifecycle)
  const [rejecting, setRejecting] = useState(false)
  const content = useRef<HTMLDivElement>(null)
  const { reset } = respond
  // Each opening starts without the last opening's failure.
  useEffect(() => {
    if (open) reset()
  }, [open, id, reset])
  const print = () => {
    if (!content.current || !query.data) return
    printDocument(content.current, `${text(`${kind}.printTitle`)} · ${query.data.document.merchantName}`, locale)
  }

  const answer = async (payload: ResponsePayload) => {
    await respond.mutateAsync(payload)
    if (payload.response === 'Accepted') onAccept?.({ id })
    else onReject?.({ id, rejectReason: payload.rejectReason })
    onOpenChange(false)
  }
  const pending = !readOnly && query.data?.pending === true

  return (
    <>
      <Dialog
        open={open && !rejecting}
        onOpenChange={onOpenChange}
        title={text(`${kind}.title`)}
        size={kind === 'proposal' ? 'wide' : 'lg'}
        closeOnInteractOutside={kind !== 'proposal'}
        footer={
          <>
            {respond.error && (
              <p role="alert" className={styles.error}>
                {userMessageOf(respond.error)}
              </p>
            )}
            {query.data && (
              <Button variant="ghost" onClick={print}>
                {text('print')}
              </Button>
            )}
            {pending && (
              <>
                <Button variant="danger" disabled={respond.isPending} onClick={() => setRejecting(true)}>
                  {text('reject')}
                </Button>
                <Button
                  disabled={respond.isPending}
                  onClick={() => void answer({ response: 'Accepted' }).catch(() => undefined)}
                >
                  {text('accept')}
                </Button>
              </>
            )}
          </>
        }
      >
        {query.isPending ? (
          <p role="status">{text('loading')}</p>
        ) : query.isError ? (
          <div role="alert" className={styles.error}>
            <p>{text('failed', { error: userMessageOf(query.error) })}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {text('retry')}
            </Button>
          </div>
        ) : (
          <DocumentContent contentRef={content} document={query.data} />
        )}
      </Dialog>
      <RejectDialog
        open={open && rejecting}
        onOpenChange={(next) => setRejecting(next)}
        onReject={async ({ rejectReason }) => {
          // A failed answer keeps the viewer open with the error; the reason is asked again if the user retries.
          await answer({ response: 'Rejected', rejectReason }).catch(() => setRejecting(false))
        }}
      />
    </>
  )
}

// The ref is an ordinary prop by another name: React 18 passes no `ref` to a function component.
function DocumentContent({
  document: doc,
  contentRef,
}: {
  document: CommercialDocument
  contentRef: Ref<HTMLDivElement>
}) {
  const text = useViewerText()
  const { locale, timeZone } = useUi()
  const { document } = doc
  return (
    <div ref={contentRef} className={styles.content}>
      <dl className={styles.facts}>
        <div>
          <dt>{text('version')}</dt>
          <dd>{document.version}</dd>
        </div>
        <div>
          <dt>{text('status')}</dt>
          <dd>
            <StatusPill status={document.status} label={labelOf(documentStatusLabels, document.status, locale)} />
          </dd>
        </div>
        <div>
          <dt>{text('created')}</dt>
          <dd>{formatDate(document.created, { timeZone })}</dd>
        </div>
        <div>
          <dt>{text('merchant')}</dt>
          <dd>{document.merchantName}</dd>
        </div>
        <div>
          <dt>{text('tenant')}</dt>
          <dd>{document.tenantName}</dd>
        </div>
        {document.rejectReason && (
          <div className={styles.reason}>
            <dt>{text('rejectReason')}</dt>
            <dd>{document.rejectReason}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="pd-doc-fees">
        <h3 id="pd-doc-fees" className={styles.heading}>
          {text('fees')}
        </h3>
        <table className={styles.table}>
          <tbody>
            {documentFeeFields.map((fee) => (
              <tr key={fee}>
                <th scope="row">{text(fee)}</th>
                <td className={styles.number} data-number="">
                  {formatFee(document[fee], locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="pd-doc-products">
        <h3 id="pd-doc-products" className={styles.heading}>
          {text('products')}
        </h3>
        {doc.entries.length === 0 && <p>{text('noProducts')}</p>}
        {doc.entries.map((entry) => (
          <table key={entry.productId} className={styles.table}>
            <caption>{entry.productName}</caption>
            <thead>
              <tr>
                <th scope="col">{text('feeType')}</th>
                <th scope="col" className={styles.symbol}>
                  {text('symbol')}
                </th>
                <th scope="col" className={styles.number} data-number="">
                  {text('value')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entry.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.feeTypeName}</td>
                  <td>{item.feeSymbol}</td>
                  <td className={styles.number} data-number="">
                    {formatFee(item.value, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
      <section aria-labelledby="pd-doc-body">
        <h3 id="pd-doc-body" className={styles.heading}>
          {text('body')}
        </h3>
        {/* Sanitized by DOMPurify: no script, handler or unsafe URL survives. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeBody(doc.body) }} />
      </section>
    </div>
  )
}
