import { useRef, useState } from 'react'
import {
  actionsOf,
  checkEvidence,
  disputeAnswerRule,
  disputeReadRule,
  evidenceTextFields,
  winningEvidence,
  type DisputeDetail as Detail,
  type EvidenceDraft,
  type EvidenceTextField,
} from '@paydeck/core/disputes'
import { useCallAccess, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import {
  adminStyles,
  Button,
  formatDate,
  formatMoney,
  formatNumber,
  Heading,
  mayRetry,
  Screen,
  useUi,
} from '@paydeck/ui'
import { moneyOf } from '@paydeck/core/values'
import { Dialog, Field, TextArea, TextInput } from '@paydeck/ui/fields'
import { css } from '@paydeck/ui/styled-system/css'
import { Money } from '../shared/money'
import { useDisputeT } from './dispute-messages'
import { DisputeStatus, DisputeUrgencyPill, useReasonWords } from './dispute-parts'
import { useDispute, useDisputeAnswer, useEvidenceDraft } from './dispute-queries'
import { EvidenceFiles, EvidenceRecords, useProblemWords } from './evidence-attachments'

/** The evidence fields that are one line, by their input's type. */
const singleLine: Partial<Record<EvidenceTextField, 'text' | 'date'>> = {
  shippingCarrier: 'text',
  shippingTrackingNumber: 'text',
  shippingDate: 'date',
}

const styles = {
  group: css({ border: 'none', padding: 0, margin: '0 0 token(spacing.5)', display: 'grid', gap: '3' }),
  legend: css({ fontWeight: '700', fontSize: 'md', marginBlockEnd: '2', padding: 0 }),
  banner: css({ padding: '3', borderRadius: 'md', borderWidth: '1px', fontWeight: '600' }),
  urgent: css({ bg: 'negativeBg', color: 'negative', borderColor: 'negative' }),
  calm: css({ bg: 'neutralBg', color: 'text', borderColor: 'border' }),
  facts: css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2 4', margin: 0 }),
  term: css({ color: 'muted' }),
  timeline: css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '3' }),
  event: css({ borderInlineStart: '3px solid token(colors.border)', paddingInlineStart: '3' }),
  muted: css({ color: 'muted', fontSize: 'sm' }),
  counter: css({ color: 'muted', fontSize: 'xs', textAlign: 'end' }),
  link: css({
    color: 'link',
    textDecoration: 'underline',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
  }),
}

export interface DisputeDetailProps extends WidgetLifecycleProps {
  disputeId: number
  /** Opens the disputed payment (the portal: its detail in the lookup). */
  onOpenPayment?: (transactionId: number) => void
}

/** Time left in whole days and hours (or minutes, at the end), in the reader's figures. */
function useTimeLeft() {
  const t = useDisputeT()
  const { locale } = useUi()
  return (ms: number) => {
    const minutes = Math.max(1, Math.floor(ms / 60_000))
    const [days, hours] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60)]
    const n = (value: number) => formatNumber(value, locale)
    if (days > 0) return t('left.days', { days: n(days), hours: n(hours) })
    return hours > 0 ? t('left.hours', { hours: n(hours) }) : t('left.minutes', { minutes: n(minutes) })
  }
}

/**
 * One dispute as a case: how long is left to answer (in the reader's zone), its reason in words, the payment, its
 * timeline, and the answer — evidence saved as a draft and sent once behind a confirmation — or its acceptance,
 * behind a dialog that names what is lost.
 */
export function DisputeDetail({ disputeId, onOpenPayment, ...lifecycle }: DisputeDetailProps) {
  const t = useDisputeT()
  const access = useCallAccess(disputeReadRule)
  useWidgetLifecycle('dispute', { ready: access === 'refused', error: null }, access === 'refused' ? lifecycle : {})
  if (access !== 'allowed') return <Screen title={t('title')} access={access} />
  return <DisputeScreen disputeId={disputeId} onOpenPayment={onOpenPayment} lifecycle={lifecycle} />
}

function DisputeScreen({
  disputeId,
  onOpenPayment,
  lifecycle,
}: {
  disputeId: number
  onOpenPayment?: (id: number) => void
  lifecycle: WidgetLifecycleProps
}) {
  const t = useDisputeT()
  const query = useDispute(disputeId)
  useWidgetLifecycle('dispute', { ready: query.isSuccess, error: query.error }, lifecycle)
  const title = t('detailTitle', { id: disputeId })
  if (query.isPending)
    return (
      <Screen title={title}>
        <p role="status">{t('loading')}</p>
      </Screen>
    )
  if (query.isError)
    return (
      <Screen title={title}>
        <div role="alert" className={adminStyles.error}>
          <p>{t('failed', { error: query.error.message })}</p>
          {mayRetry(query.error) && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          )}
        </div>
      </Screen>
    )
  return <Case detail={query.data} readAt={query.dataUpdatedAt} title={title} onOpenPayment={onOpenPayment} />
}

function Case({
  detail,
  readAt,
  title,
  onOpenPayment,
}: {
  detail: Detail
  /** When it was read: its deadline is told from then (it is read afresh each time it is shown). */
  readAt: number
  title: string
  onOpenPayment?: (id: number) => void
}) {
  const t = useDisputeT()
  const { timeZone } = useUi()
  const timeLeft = useTimeLeft()
  const reasonOf = useReasonWords()
  const mayAnswer = useCallAccess(disputeAnswerRule) === 'allowed'
  const { dispute, payment } = detail
  const now = readAt
  const can = actionsOf(dispute, now)
  const at = (value: string) => formatDate(value, { timeZone, time: 'minutes' })
  const words = reasonOf(dispute)
  const left = Date.parse(dispute.dueBy) - now

  const banner =
    dispute.status === 'needsResponse'
      ? left > 0
        ? {
            urgent: left <= 72 * 3_600_000,
            text: t('timeLeft', { due: at(dispute.dueBy), left: timeLeft(left) }),
          }
        : { urgent: true, text: t('overdueBanner', { due: at(dispute.dueBy) }) }
      : dispute.status === 'underReview'
        ? { urgent: false, text: t('underReviewBanner', { submitted: detail.submitted ? at(detail.submitted) : '—' }) }
        : {
            urgent: false,
            text: t('decidedBanner', {
              closed: dispute.closed ? at(dispute.closed) : '—',
              status: t(`status.${dispute.status}`),
            }),
          }

  return (
    <Screen title={title} actions={<DisputeStatus dispute={dispute} />}>
      <div className={adminStyles.root}>
        <p
          role="status"
          className={`${styles.banner} ${banner.urgent ? styles.urgent : styles.calm}`}
          data-testid="dispute-deadline"
        >
          {banner.text} <DisputeUrgencyPill dispute={dispute} now={now} />
        </p>
        <section className={adminStyles.card} aria-labelledby="dispute-facts">
          <Heading id="dispute-facts" className={adminStyles.heading}>
            {t(`stage.${dispute.stage}`)}
          </Heading>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('reason')}</dt>
            <dd>
              {words.reason === words.category ? words.reason : `${words.category}: ${words.reason}`}{' '}
              <span className={styles.muted}>({words.code})</span>
            </dd>
            <dt className={styles.term}>{t('disputedAmount')}</dt>
            <dd>
              <Money amount={dispute.amount} currency={dispute.currency} />
            </dd>
            <dt className={styles.term}>{t('payment')}</dt>
            <dd>
              {onOpenPayment ? (
                <button type="button" className={styles.link} onClick={() => onOpenPayment(payment.id)}>
                  {payment.reference}
                </button>
              ) : (
                payment.reference
              )}{' '}
              · <Money amount={payment.amount} currency={payment.currency} /> · {at(payment.created)}
            </dd>
            <dt className={styles.term}>{t('customer')}</dt>
            <dd>
              {payment.customerName} ({payment.customerEmail})
            </dd>
            {payment.card && (
              <>
                <dt className={styles.term}>{t('card')}</dt>
                <dd>
                  {payment.card.brand} ••{payment.card.last4}
                </dd>
              </>
            )}
            <dt className={styles.term}>{t('opened')}</dt>
            <dd>{at(dispute.opened)}</dd>
          </dl>
        </section>
        <section className={adminStyles.card} aria-labelledby="dispute-evidence">
          <Heading id="dispute-evidence" className={adminStyles.heading}>
            {t('evidence')}
          </Heading>
          {can.respond && mayAnswer ? (
            <EvidenceEditor detail={detail} />
          ) : (
            <>
              <p className={styles.muted}>{t(`why.${can.why}`)}</p>
              <SentEvidence evidence={detail.evidence} />
            </>
          )}
          {can.accept && mayAnswer && <AcceptDispute detail={detail} />}
        </section>
        <section className={adminStyles.card} aria-labelledby="dispute-timeline">
          <Heading id="dispute-timeline" className={adminStyles.heading}>
            {t('timeline')}
          </Heading>
          <ol className={styles.timeline}>
            {detail.timeline.map((event) => (
              <li key={event.id} className={styles.event}>
                <strong>{t(`event.${event.event}`)}</strong> · {t(`stage.${event.stage}`)} · {at(event.at)}{' '}
                <span className={styles.muted}>{t('by', { actor: event.actor })}</span>
                {event.comment && <p className={styles.muted}>{event.comment}</p>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Screen>
  )
}

/** The evidence as sent: its texts and the names of its files (read only). */
function SentEvidence({ evidence }: { evidence: EvidenceDraft }) {
  const t = useDisputeT()
  const texts = evidenceTextFields.filter((field) => evidence.texts[field]?.trim())
  if (texts.length === 0 && evidence.files.length === 0) return <p>{t('noEvidence')}</p>
  return (
    <dl className={styles.facts} aria-label={t('sentEvidence')}>
      {texts.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt className={styles.term}>{t(`field.${field}`)}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{evidence.texts[field]}</dd>
        </div>
      ))}
      {evidence.files.map((file) => (
        <div key={file.fileId} style={{ display: 'contents' }}>
          <dt className={styles.term}>{t(`field.${file.kind}`)}</dt>
          <dd>{file.name}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The evidence's text fields for the dispute's category, what the network expects first; saved, then sent once. */
function EvidenceEditor({ detail }: { detail: Detail }) {
  const t = useDisputeT()
  const { timeZone } = useUi()
  const id = detail.dispute.id
  const [texts, setTexts] = useState<EvidenceDraft['texts']>(detail.evidence.texts)
  const [files, setFiles] = useState<EvidenceDraft['files']>(detail.evidence.files)
  const [confirming, setConfirming] = useState(false)
  const save = useEvidenceDraft(id)
  const winning = winningEvidence[detail.dispute.category]
  const isText = (field: string): field is EvidenceTextField =>
    (evidenceTextFields as readonly string[]).includes(field)
  const [expected, helps] = [winning.expected.filter(isText), winning.helps.filter(isText)]
  // Anything else: the free text, and every field that holds something (typed before, or attached from the records).
  const other = evidenceTextFields.filter(
    (field) =>
      !expected.includes(field) &&
      !helps.includes(field) &&
      (field === 'uncategorizedText' || Boolean(texts[field]?.trim())),
  )
  const groups: [string, EvidenceTextField[]][] = [
    ['expected', expected],
    ['helps', helps],
    ['other', other],
  ]
  const draft: EvidenceDraft = { texts, files }
  const problems = checkEvidence(draft)
  const words = useProblemWords()
  // Worded as every evidence problem is (useProblemWords): the field's own by it, the total under the fields.
  const fieldProblem = (field: EvidenceTextField) => {
    const problem = problems.find((found) => 'field' in found && found.field === field)
    return problem ? words(problem) : null
  }
  const total = problems.find((problem) => problem.problem === 'textsTooLong')

  return (
    // Texts kept as typed and saved on the button: a draft, not a change (no form hook on a dispute's first screen).
    <div>
      <p className={styles.muted}>{t('evidenceIntro', { category: t(`category.${detail.dispute.category}`) })}</p>
      {groups.map(([group, fields]) =>
        fields.length === 0 ? null : (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{t(group as 'expected')}</legend>
            {fields.map((field) => {
              const value = texts[field] ?? ''
              const change = (event: { target: { value: string } }) =>
                setTexts((current) => ({ ...current, [field]: event.target.value }))
              return (
                <Field key={field} label={t(`field.${field}`)} error={fieldProblem(field)}>
                  {singleLine[field] ? (
                    <TextInput type={singleLine[field]} value={value} onChange={change} />
                  ) : (
                    <TextArea rows={4} value={value} onChange={change} />
                  )}
                </Field>
              )
            })}
          </fieldset>
        ),
      )}
      <EvidenceFiles disputeId={id} category={detail.dispute.category} draft={draft} onFiles={setFiles} />
      <EvidenceRecords
        disputeId={id}
        draft={draft}
        onAttach={(next) => {
          setTexts(next.texts)
          setFiles(next.files)
        }}
      />
      {total && (
        <p role="alert" className={adminStyles.error}>
          {words(total)}
        </p>
      )}
      <p role="status" className={styles.muted}>
        {save.isError
          ? t('notSaved', { error: save.error.message })
          : detail.evidenceSaved
            ? t('saved', { at: formatDate(detail.evidenceSaved, { timeZone, time: 'minutes' }) })
            : ''}
      </p>
      <div className={adminStyles.actions}>
        <Button variant="secondary" disabled={save.isPending || problems.length > 0} onClick={() => save.mutate(draft)}>
          {t('saveDraft')}
        </Button>
        <Button
          disabled={save.isPending || problems.length > 0 || checkEvidence(draft, { submitting: true }).length > 0}
          onClick={() =>
            // What is sent is what was saved: the draft is kept first, then confirmed.
            save.mutate(draft, { onSuccess: () => setConfirming(true) })
          }
        >
          {t('submit')}
        </Button>
      </div>
      {confirming && (
        <AnswerDialog
          id={id}
          what="submit"
          title={t('submitTitle')}
          text={t('submitText')}
          confirm={t('submitConfirm')}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  )
}

function AcceptDispute({ detail }: { detail: Detail }) {
  const t = useDisputeT()
  const { locale } = useUi()
  const [open, setOpen] = useState(false)
  const amount = formatMoney(moneyOf(detail.dispute.amount, detail.dispute.currency), locale)
  return (
    <div className={adminStyles.actions}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('accept')}
      </Button>
      {open && (
        <AnswerDialog
          id={detail.dispute.id}
          what="accept"
          title={t('acceptTitle')}
          text={t('acceptText', { amount })}
          confirm={t('acceptConfirm')}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  )
}

/** Asks before an answer that cannot be taken back; one requestId per dialog, so a retry moves nothing twice. */
function AnswerDialog({
  id,
  what,
  title,
  text,
  confirm,
  onClose,
}: {
  id: number
  what: 'submit' | 'accept'
  title: string
  text: string
  confirm: string
  onClose: () => void
}) {
  const t = useDisputeT()
  const answer = useDisputeAnswer(id, what)
  const requestId = useRef(crypto.randomUUID()).current
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={text}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant={what === 'accept' ? 'danger' : 'primary'}
            disabled={answer.isPending}
            onClick={() => answer.mutate(requestId, { onSuccess: onClose })}
          >
            {answer.isPending ? t('working') : confirm}
          </Button>
        </>
      }
    >
      {answer.isError && (
        <p role="alert" className={adminStyles.error}>
          {t('failed', { error: answer.error.message })}
        </p>
      )}
    </Dialog>
  )
}
