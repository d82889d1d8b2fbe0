import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { maskCardNumbersIn } from '../../text/card-numbers'
import type {
  ActionBody,
  ActionRequest,
  ActionResult,
  BinData,
  StatusChange,
  TransactionAction,
} from './transaction-actions'
import { actionCalls, transactionChangeCalls as calls } from './transaction-actions.calls'
import type { Transaction } from './transactions.schema'

/** Performs an action; a retry with the same requestId is answered with the first answer, moving nothing. */
export const performTransactionAction = (
  http: HttpClient,
  id: number,
  action: TransactionAction,
  body: ActionBody,
  { requestId, websiteId, tenantId }: ActionRequest,
): Promise<ActionResult> =>
  callRoute(http, actionCalls[`${action}Transaction`], {
    params: { id },
    body: maskCardNumbersIn(body),
    headers: {
      requestId,
      ...(websiteId && { websiteId }),
      ...(tenantId && { tenantId: String(tenantId) }),
    },
  })

/**
 * PUT …/{id}/StatusChange (seed 001): the status change by actionType, the way a back office settles a payment
 * the bank decided outside the flow. Each actionType is the action of the same name, under the same rules.
 */
export const changeTransactionStatus = (
  http: HttpClient,
  id: number,
  change: StatusChange,
  { requestId, tenantId }: ActionRequest,
): Promise<ActionResult> =>
  callRoute(http, calls.changeTransactionStatus, {
    params: { id },
    body: maskCardNumbersIn(change),
    headers: { requestId, ...(tenantId && { tenantId: String(tenantId) }) },
  })

/** Corrects a card transaction's BIN data (PUT bin-data/{id}). */
export const updateBinData = (http: HttpClient, id: number, data: BinData): Promise<Transaction> =>
  callRoute(http, calls.updateBinData, { params: { id }, body: data })
