import { Hono, type Context } from 'hono'
import * as z from 'zod/mini'
import {
  actionBodySchemas,
  actionPaths,
  actionPermissions,
  transactionActions as actionNames,
  type ActionBody,
  type TransactionAction,
} from '@paydeck/core/transaction-actions'
import { can } from '@paydeck/core'
import type { SandboxDatabase } from '../db/database'
import { transactionActions } from '../transactions/actions'
import { merchantNames, toTransaction, type TransactionRow } from '../transactions/lookup'
import { requireKind, type ApiEnv } from './auth.middleware'
import { forbidden, invalid } from './problems'
import { aboutTransaction } from './transaction.routes'

const requestIdSchema = z.uuid()

/**
 * Seed 001's actions (POST api/crm/transactions/{id}/refunds, captures, voids …): staff only, each by its own
 * permission, on a transaction the caller can read in its mode; idempotent by the requestId header.
 */
export function transactionActionRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const about = aboutTransaction(db)
  const actions = transactionActions(db)
  const names = () => merchantNames(db)

  const act = (action: TransactionAction) =>
    about((c: Context<ApiEnv>, row: TransactionRow) => {
      const caller = c.get('caller')
      const permission = actionPermissions[caller.kind as 'tenant' | 'platform'][action]
      if (!can(caller.permissions, permission)) return forbidden(c)
      const requestId = c.req.header('requestId') ?? ''
      if (!z.safeParse(requestIdSchema, requestId).success)
        return invalid(c, { requestId: ['Send a requestId header: a UUID made once for this action.'] })
      const websiteId = c.req.header('websiteId')
      if (websiteId && websiteId !== row.website)
        return invalid(c, { websiteId: [`Transaction ${row.id} was not made on ${websiteId}.`] })
      return c.req
        .json()
        .catch(() => ({}))
        .then((raw) => {
          const parsed = z.safeParse(actionBodySchemas[action], raw ?? {})
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!
            const field = String(issue.path[0] ?? 'body')
            return invalid(c, { [field]: [issue.message] })
          }
          const outcome = actions.apply({
            row,
            action,
            body: parsed.data as ActionBody,
            requestId,
            userId: caller.user.id,
            actor: `${caller.user.firstName} ${caller.user.lastName}`,
            answer: (updated, child, event) => ({
              transaction: toTransaction(updated, names()),
              child: child && toTransaction(child, names()),
              event,
            }),
          })
          return c.json(outcome.body as object, outcome.status as 200)
        })
    })

  for (const action of actionNames)
    app.post(`/api/crm/transactions/:id{[0-9]+}/${actionPaths[action]}`, requireKind('tenant', 'platform'), act(action))
  return app
}
