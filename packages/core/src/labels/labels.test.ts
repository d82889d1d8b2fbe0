import { describe, expect, it } from 'vitest'
import { notificationTypes } from '../api/notifications/notifications.schema'
import { pipelineStates } from '../api/pipelines/pipelines.schema'
import { agreementStatusSchema, proposalStatusSchema } from '../api/proposals/proposals.schema'
import { threeDSecureResults, transactionStatuses, transactionTypes } from '../api/transactions/transactions.schema'
import { layoutNameSchema, processingStatusSchema } from '../api/users/users.schema'
import {
  alertSeverities,
  attemptResults,
  deliveryStatuses,
  feeKinds,
} from '../api/transactions/transaction-activity.schema'
import { permissionFamilyOf } from '../api/administration/role-rules'
import { permissionNames } from '../permissions/catalogue'
import {
  permissionDescriptions,
  permissionFamilies,
  permissionFamilyLabels,
  permissionLabels,
} from './permission-labels'
import {
  alertSeverityLabels,
  attemptResultLabels,
  deliveryStatusLabels,
  feeKindLabels,
  labelLocales,
  labelOf,
  layoutLabels,
  notificationTypeLabels,
  declineCodes,
  declineReasonLabels,
  declineReasonOf,
  paymentMethodCodes,
  paymentMethodLabels,
  pipelineStateLabels,
  prefixed,
  processingStatusLabels,
  documentStatusLabels,
  readable,
  threeDSecureLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  type Labels,
} from './index'

// Each catalogue against the value list of core's schema it labels: a value added there without words fails here.
const catalogues: [string, readonly string[], Labels<string>][] = [
  ['transaction statuses', transactionStatuses, transactionStatusLabels],
  ['transaction types', transactionTypes, transactionTypeLabels],
  ['3-D Secure results', threeDSecureResults, threeDSecureLabels],
  ['payment methods', paymentMethodCodes, paymentMethodLabels],
  ['processing statuses', processingStatusSchema.options, processingStatusLabels],
  ['layouts', layoutNameSchema.options, layoutLabels],
  ['pipeline states', pipelineStates, pipelineStateLabels],
  [
    'proposal and agreement statuses',
    [...new Set([...proposalStatusSchema.options, ...agreementStatusSchema.options])],
    documentStatusLabels,
  ],
  ['notification types', notificationTypes, notificationTypeLabels],
  ['decline reasons', declineCodes, declineReasonLabels],
  ['webhook delivery statuses', deliveryStatuses, deliveryStatusLabels],
  ['fee kinds', feeKinds, feeKindLabels],
  ['alert severities', alertSeverities, alertSeverityLabels],
  ['cascading results', attemptResults, attemptResultLabels],
  ['permissions', permissionNames, permissionLabels],
  ['permissions (descriptions)', permissionNames, permissionDescriptions],
  ['permission families', permissionFamilies, permissionFamilyLabels],
]

describe('the label layer', () => {
  it.each(catalogues)(
    'words every one of the %s in every locale, and no code as its own label',
    (_, values, labels) => {
      for (const locale of labelLocales) {
        expect(Object.keys(labels[locale]).sort()).toEqual([...values].sort())
        for (const value of values) {
          const words = labels[locale][value]!
          expect(words.trim(), `${locale} ${value}`).not.toBe('')
          // A code that is not already a plain word (PartiallyRefunded, BANK_TRANSFER, vertical-layout-1) is never shown.
          if (/[_-]|[a-z][A-Z]|^[A-Z]{2,}/.test(value)) expect(words, `${locale} ${value}`).not.toBe(value)
        }
      }
    },
  )

  it('groups every permission under a family it words, and describes each in a sentence of its own', () => {
    for (const name of permissionNames) {
      expect(permissionFamilies, name).toContain(permissionFamilyOf(name))
      for (const locale of labelLocales) {
        expect(permissionDescriptions[locale][name], `${locale} ${name}`).toMatch(/\.$/)
        expect(permissionDescriptions[locale][name]).not.toBe(permissionLabels[locale][name])
      }
    }
    expect(permissionLabels.tr['CRM.Transaction.Actions.Refund']).toBe('Ödemeleri iade etme')
    expect(permissionLabels.en['Platform.Transaction.Actions.Refund']).toBe('Refund payments')
  })

  it("words a decline by its response code, and keeps a processor's own text for a code it does not know", () => {
    expect(declineReasonOf({ responseCode: '51', declineReason: 'Insufficient funds' }, 'tr')).toBe('Yetersiz bakiye')
    expect(declineReasonOf({ responseCode: 'N7', declineReason: 'CVV2 failure' }, 'tr')).toBe('CVV2 failure')
    expect(declineReasonOf({ responseCode: '00', declineReason: null }, 'tr')).toBeNull()
  })

  it('reads a locale by its language, and makes an unknown code readable rather than showing it', () => {
    expect(labelOf(transactionStatusLabels, 'PartiallyRefunded', 'tr-TR')).toBe('Kısmen iade edildi')
    expect(labelOf(transactionStatusLabels, 'PartiallyRefunded', 'de')).toBe('Partially refunded')
    expect(labelOf(paymentMethodLabels, 'PARTIAL_CAPTURE', 'en')).toBe('Partial capture')
    expect(readable('ManualReviewRequired')).toBe('Manual review required')
    expect(labelOf(transactionStatusLabels, 'constructor', 'en')).toBe('Constructor')
    expect(readable('vertical-layout-3')).toBe('Vertical layout 3')
  })

  it('gives a catalogue as a widget’s message keys', () => {
    expect(prefixed('type.', transactionTypeLabels.tr)).toMatchObject({ 'type.Sale': 'Satış', 'type.Payout': 'Ödeme' })
  })
})
