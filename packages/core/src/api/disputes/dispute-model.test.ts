import { describe, expect, it } from 'vitest'
import {
  actionsOf,
  disputeEvents,
  disputeStages,
  disputeStatuses,
  openingMoney,
  transition,
  urgencyOf,
  type DisputeEvent,
  type DisputeStage,
  type DisputeStatus,
} from './dispute-model'
import { categoryOf, disputeReasons, networkOfBrand } from './dispute-reasons'
import {
  attachSources,
  checkEvidence,
  evidenceLimits,
  fileProblem,
  type EvidenceDraft,
  type EvidenceFile,
  type EvidenceSource,
} from './dispute-evidence'

type Row = [DisputeStage, DisputeStatus, DisputeEvent, string]

// Every stage × status × event, and what it gives: `stage/status money` or the refusal. Read as the table of issue 66.
const expected: Row[] = [
  ['inquiry', 'needsResponse', 'submit', 'inquiry/underReview none'],
  ['inquiry', 'needsResponse', 'accept', 'notInStage'],
  ['inquiry', 'needsResponse', 'expire', 'inquiry/expired none'],
  ['inquiry', 'needsResponse', 'escalate', 'chargeback/needsResponse withhold'],
  ['inquiry', 'needsResponse', 'win', 'notInStatus'],
  ['inquiry', 'needsResponse', 'lose', 'notInStatus'],
  ['inquiry', 'underReview', 'submit', 'notInStatus'],
  ['inquiry', 'underReview', 'accept', 'notInStatus'],
  ['inquiry', 'underReview', 'expire', 'notInStatus'],
  ['inquiry', 'underReview', 'escalate', 'chargeback/needsResponse withhold'],
  ['inquiry', 'underReview', 'win', 'inquiry/won none'],
  ['inquiry', 'underReview', 'lose', 'notInStage'],
  ['chargeback', 'needsResponse', 'submit', 'chargeback/underReview none'],
  ['chargeback', 'needsResponse', 'accept', 'chargeback/accepted chargeBack'],
  ['chargeback', 'needsResponse', 'expire', 'chargeback/expired chargeBack'],
  ['chargeback', 'needsResponse', 'escalate', 'notInStage'],
  ['chargeback', 'needsResponse', 'win', 'notInStatus'],
  ['chargeback', 'needsResponse', 'lose', 'notInStatus'],
  ['chargeback', 'underReview', 'submit', 'notInStatus'],
  ['chargeback', 'underReview', 'accept', 'notInStatus'],
  ['chargeback', 'underReview', 'expire', 'notInStatus'],
  ['chargeback', 'underReview', 'escalate', 'preArbitration/needsResponse none'],
  ['chargeback', 'underReview', 'win', 'chargeback/won reinstate'],
  ['chargeback', 'underReview', 'lose', 'chargeback/lost chargeBack'],
  ['preArbitration', 'needsResponse', 'submit', 'preArbitration/underReview none'],
  ['preArbitration', 'needsResponse', 'accept', 'preArbitration/accepted chargeBack'],
  ['preArbitration', 'needsResponse', 'expire', 'preArbitration/expired chargeBack'],
  ['preArbitration', 'needsResponse', 'escalate', 'notInStage'],
  ['preArbitration', 'underReview', 'escalate', 'notInStage'],
  ['preArbitration', 'underReview', 'win', 'preArbitration/won reinstate'],
  ['preArbitration', 'underReview', 'lose', 'preArbitration/lost chargeBack'],
]

const said = (stage: DisputeStage, status: DisputeStatus, event: DisputeEvent) => {
  const result = transition({ stage, status }, event)
  return result.ok ? `${result.state.stage}/${result.state.status} ${result.money}` : result.reason
}

describe('the dispute transition table', () => {
  it.each(expected)('%s, %s: %s gives %s', (stage, status, event, outcome) => {
    expect(said(stage, status, event)).toBe(outcome)
  })

  it('refuses every move of a decided dispute, in every stage, as closed', () => {
    for (const stage of disputeStages)
      for (const status of ['accepted', 'expired', 'won', 'lost'] as const)
        for (const event of disputeEvents) expect(said(stage, status, event)).toBe('closed')
  })

  it('never moves a stage backwards', () => {
    for (const stage of disputeStages)
      for (const status of disputeStatuses)
        for (const event of disputeEvents) {
          const result = transition({ stage, status }, event)
          if (result.ok)
            expect(disputeStages.indexOf(result.state.stage)).toBeGreaterThanOrEqual(disputeStages.indexOf(stage))
        }
  })

  it('books money on opening a chargeback, never an inquiry', () => {
    expect(openingMoney('inquiry')).toBe('none')
    expect(openingMoney('chargeback')).toBe('withhold')
  })
})

describe('urgency', () => {
  const now = Date.parse('2026-12-06T12:00:00Z')
  const due = (hours: number) => new Date(now + hours * 3_600_000).toISOString()
  it.each([
    [-0.001, 'overdue'],
    [0, 'overdue'],
    [0.001, 'within24Hours'],
    [24, 'within24Hours'],
    [24.01, 'within72Hours'],
    [72, 'within72Hours'],
    [72.01, 'within10Days'],
    [240, 'within10Days'],
    [240.01, null],
  ])('%s hours before its due time: %s', (hours, urgency) => {
    expect(urgencyOf({ status: 'needsResponse', dueBy: due(hours) }, now)).toBe(urgency)
  })

  it('is nothing once answered or decided, however late', () => {
    expect(urgencyOf({ status: 'underReview', dueBy: due(-100) }, now)).toBeNull()
    expect(urgencyOf({ status: 'lost', dueBy: due(-100) }, now)).toBeNull()
  })

  it('says what may be done now and why not more', () => {
    const open = { stage: 'chargeback', status: 'needsResponse', dueBy: due(5) } as const
    expect(actionsOf(open, now)).toEqual({ respond: true, accept: true, why: 'open' })
    expect(actionsOf({ ...open, stage: 'inquiry' }, now)).toEqual({ respond: true, accept: false, why: 'inquiry' })
    expect(actionsOf({ ...open, dueBy: due(0) }, now)).toEqual({ respond: false, accept: false, why: 'overdue' })
    expect(actionsOf({ ...open, status: 'underReview' }, now).why).toBe('underReview')
    expect(actionsOf({ ...open, status: 'won' }, now).why).toBe('closed')
  })
})

describe('reasons', () => {
  it('maps every network code to a category once', () => {
    const keys = disputeReasons.map((reason) => `${reason.network} ${reason.code}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(categoryOf('Visa', '13.1')).toBe('productNotReceived')
    expect(categoryOf('Mastercard', '4863')).toBe('unrecognized')
    expect(categoryOf('Visa', '99.9')).toBe('general')
    expect(networkOfBrand('Amex')).toBe('American Express')
  })
})

describe('evidence limits', () => {
  const file = (size: number, mediaType = 'application/pdf'): EvidenceFile => ({
    kind: 'receipt',
    fileId: String(size),
    name: 'receipt.pdf',
    mediaType,
    size,
  })
  const problems = (texts: Record<string, string>, files: EvidenceFile[] = [], submitting = false) =>
    checkEvidence({ texts, files }, { submitting }).map((problem) => problem.problem)

  it('takes a text at its limit and refuses one character more', () => {
    expect(problems({ productDescription: 'x'.repeat(evidenceLimits.textCharacters) })).toEqual([])
    expect(problems({ productDescription: 'x'.repeat(evidenceLimits.textCharacters + 1) })).toEqual(['textTooLong'])
  })

  it('counts every text together', () => {
    const full = 'x'.repeat(evidenceLimits.textCharacters)
    const texts = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`field${i}`, full]))
    expect(problems({ ...texts, last: 'x'.repeat(10_000) })).toEqual([])
    expect(problems({ ...texts, last: 'x'.repeat(10_001) })).toEqual(['textsTooLong'])
  })

  it('takes a file at its limit, refuses a byte more, a wrong type, and too much together', () => {
    expect(problems({}, [file(evidenceLimits.fileBytes)])).toEqual([])
    expect(problems({}, [file(evidenceLimits.fileBytes + 1)])).toEqual(['fileTooLarge'])
    expect(problems({}, [file(10, 'image/gif')])).toEqual(['fileType'])
    expect(problems({}, [file(evidenceLimits.fileBytes), file(evidenceLimits.fileBytes)])).toEqual([])
    expect(problems({}, [file(evidenceLimits.fileBytes), file(evidenceLimits.fileBytes), file(1)])).toEqual([
      'filesTooLarge',
    ])
  })

  it('refuses to submit nothing, but keeps an empty draft', () => {
    expect(problems({ uncategorizedText: '  ' }, [], true)).toEqual(['empty'])
    expect(problems({ uncategorizedText: '  ' })).toEqual([])
    expect(problems({}, [file(1)], true)).toEqual([])
  })
})

describe('one more file', () => {
  const pdf = (size: number, mediaType = 'application/pdf') => ({
    kind: 'receipt' as const,
    name: 'r.pdf',
    mediaType,
    size,
  })
  const draft = (...sizes: number[]): EvidenceDraft => ({
    texts: {},
    files: sizes.map((size, index) => ({ ...pdf(size), fileId: String(index) })),
  })

  it('is refused for its own type or size first, then for the total, and taken at the total exactly', () => {
    expect(fileProblem(draft(), pdf(10, 'image/gif'))?.problem).toBe('fileType')
    expect(fileProblem(draft(), pdf(evidenceLimits.fileBytes + 1))?.problem).toBe('fileTooLarge')
    const most = evidenceLimits.fileBytes
    expect(fileProblem(draft(most), pdf(evidenceLimits.totalFileBytes - most))).toBeNull()
    expect(fileProblem(draft(most, 1), pdf(evidenceLimits.totalFileBytes - most))?.problem).toBe('filesTooLarge')
  })
})

describe('evidence from the records', () => {
  const ticket: EvidenceSource = {
    source: 'ticket',
    id: 'ticket-1',
    title: 'Parcel',
    at: null,
    text: { field: 'customerCommunication', value: 'The customer wrote.' },
  }
  const policy: EvidenceSource = {
    source: 'file',
    id: 'f1',
    title: 'refund-policy.pdf',
    at: null,
    file: { kind: 'refundPolicy', fileId: 'f1', name: 'refund-policy.pdf', mediaType: 'application/pdf', size: 10 },
  }

  it('adds a text below what the field holds, and each text and file once however often it is picked', () => {
    const start: EvidenceDraft = { texts: { customerCommunication: 'Typed first.' }, files: [] }
    const once = attachSources(start, [ticket, policy])
    expect(once.texts.customerCommunication).toBe('Typed first.\n\nThe customer wrote.')
    expect(once.files.map((file) => file.fileId)).toEqual(['f1'])
    expect(attachSources(once, [ticket, policy])).toEqual(once)
    expect(attachSources({ texts: {}, files: [] }, [ticket]).texts.customerCommunication).toBe('The customer wrote.')
  })
})
