import type { DisputeStage } from './dispute-model'
// Why a cardholder disputes: each network's reason codes, mapped to the eight categories every peer reads them in
// (Stripe's), which decide the evidence that wins. The codes are the schemes' own (Visa's Claims Resolution,
// Mastercard's chargeback guide, American Express's reason codes); their words are in labels/dispute-labels.ts.

export const disputeCategories = [
  'fraudulent',
  'duplicate',
  'creditNotProcessed',
  'productNotReceived',
  'productUnacceptable',
  'subscriptionCanceled',
  'unrecognized',
  'general',
] as const
export type DisputeCategory = (typeof disputeCategories)[number]

export const disputeNetworks = ['Visa', 'Mastercard', 'American Express'] as const
export type DisputeNetwork = (typeof disputeNetworks)[number]

/** A network's reason code and the category it falls in. */
export interface DisputeReason {
  network: DisputeNetwork
  code: string
  category: DisputeCategory
}

export const disputeReasons = [
  { network: 'Visa', code: '10.4', category: 'fraudulent' },
  { network: 'Visa', code: '11.3', category: 'general' },
  { network: 'Visa', code: '12.6.1', category: 'duplicate' },
  { network: 'Visa', code: '13.1', category: 'productNotReceived' },
  { network: 'Visa', code: '13.2', category: 'subscriptionCanceled' },
  { network: 'Visa', code: '13.3', category: 'productUnacceptable' },
  { network: 'Visa', code: '13.6', category: 'creditNotProcessed' },
  { network: 'Mastercard', code: '4837', category: 'fraudulent' },
  { network: 'Mastercard', code: '4808', category: 'general' },
  { network: 'Mastercard', code: '4834', category: 'duplicate' },
  { network: 'Mastercard', code: '4855', category: 'productNotReceived' },
  { network: 'Mastercard', code: '4841', category: 'subscriptionCanceled' },
  { network: 'Mastercard', code: '4853', category: 'productUnacceptable' },
  { network: 'Mastercard', code: '4860', category: 'creditNotProcessed' },
  { network: 'Mastercard', code: '4863', category: 'unrecognized' },
  { network: 'American Express', code: 'F29', category: 'fraudulent' },
  { network: 'American Express', code: 'P08', category: 'duplicate' },
  { network: 'American Express', code: 'C08', category: 'productNotReceived' },
  { network: 'American Express', code: 'C28', category: 'subscriptionCanceled' },
  { network: 'American Express', code: 'C31', category: 'productUnacceptable' },
  { network: 'American Express', code: 'C02', category: 'creditNotProcessed' },
  { network: 'American Express', code: 'F24', category: 'unrecognized' },
] as const satisfies readonly DisputeReason[]

/** A reason's key: the network and its code ("Visa 13.1"), which keys its words. */
type KeyOf<R> = R extends { network: infer N extends string; code: infer C extends string } ? `${N} ${C}` : never
export type DisputeReasonKey = KeyOf<(typeof disputeReasons)[number]>

export const reasonKeyOf = (reason: Pick<DisputeReason, 'network' | 'code'>) =>
  `${reason.network} ${reason.code}` as DisputeReasonKey

/** The category of a network's code; a code the list does not know is `general`. */
export function categoryOf(network: string, code: string): DisputeCategory {
  return disputeReasons.find((reason) => reason.network === network && reason.code === code)?.category ?? 'general'
}

/** The network a card brand's disputes come from. */
export const networkOfBrand = (brand: string | null): DisputeNetwork =>
  brand === 'Mastercard' ? 'Mastercard' : brand === 'Amex' ? 'American Express' : 'Visa'

/** Days a merchant has to answer each network's chargeback. */
const chargebackDays: Record<DisputeNetwork, number> = { Visa: 30, Mastercard: 45, 'American Express': 20 }

/** Days a merchant has to answer a stage's round: an inquiry 20, a chargeback its network's, pre-arbitration 30. */
export const responseDaysOf = (stage: DisputeStage, network: DisputeNetwork): number =>
  stage === 'inquiry' ? 20 : stage === 'preArbitration' ? 30 : chargebackDays[network]

/** A network's codes, for a dispute the sandbox opens. */
export const reasonsOf = (network: DisputeNetwork) => disputeReasons.filter((reason) => reason.network === network)
