import type { Call } from '../../contract/route'
import { actionPaths, actionResultSchema, transactionActions, type TransactionAction } from './transaction-actions'
import { transactionSchema } from './transactions.schema'

// How staff's actions on a transaction are called and what they answer; what the contract document says of them is
// in transactions.routes.ts.

type ActionCall = { method: 'POST'; path: `api/crm/transactions/{id}/${string}`; answer: typeof actionResultSchema }

/** Each action's call, by the action's name: captureTransaction, voidTransaction, … */
export const actionCalls = Object.fromEntries(
  transactionActions.map((action) => [
    `${action}Transaction`,
    { method: 'POST', path: `api/crm/transactions/{id}/${actionPaths[action]}`, answer: actionResultSchema },
  ]),
) as { [A in TransactionAction as `${A}Transaction`]: ActionCall }

export const transactionChangeCalls = {
  changeTransactionStatus: {
    method: 'PUT',
    path: 'api/crm/transactions/{id}/StatusChange',
    answer: actionResultSchema,
  },
  updateBinData: { method: 'PUT', path: 'api/crm/transactions/bin-data/{id}', answer: transactionSchema },
} as const satisfies Record<string, Call>
