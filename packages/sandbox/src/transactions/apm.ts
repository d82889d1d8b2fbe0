import { type Transaction } from '@paydeck/core/transactions'
import { apmKinds, apmMethods, type ApmTransaction } from '@paydeck/core/transaction-activity'

export const isApm = (method: string): method is keyof typeof apmKinds => (apmMethods as string[]).includes(method)

/** A transaction of an alternative method as the APM collection shows it. */
export function toApm(transaction: Transaction): ApmTransaction {
  const method = transaction.paymentMethod as keyof typeof apmKinds
  return {
    id: transaction.id,
    externalId: transaction.externalId,
    tenantId: transaction.tenantId,
    merchantId: transaction.merchantId,
    merchantName: transaction.merchantName,
    method,
    kind: apmKinds[method],
    type: transaction.type,
    status: transaction.status,
    amount: transaction.amount,
    currency: transaction.currency,
    payer: {
      name: transaction.customer.name,
      email: transaction.customer.email,
      country: transaction.customer.country,
    },
    reference: `PDK-${transaction.id.toString(36).toUpperCase().padStart(6, '0')}`,
    serviceProvider: transaction.serviceProvider,
    created: transaction.created,
    updated: transaction.updated,
    settled: transaction.settled,
  }
}
