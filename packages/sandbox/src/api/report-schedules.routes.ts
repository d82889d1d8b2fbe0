import { Hono, type Context } from 'hono'
import { saveCustomerConfigurationSchema } from '@paydeck/core/reports'
import type { SandboxDatabase } from '../db/database'
import { reportSchedules } from '../reports/report-schedules'
import { timeZoneProblem } from '@paydeck/core/time'
import { actorOf, type ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { bodyOf } from './json-body'
import { actingTenant } from './scope'
import { conflict, invalid, notFound } from './problems'

// Seed 000 section 7's automated report configuration per customer, on the reporting service: GET, POST (the first
// save), PUT /customer-configuration/{id}, POST .../activate and .../deactivate; and .../options, what the form
// may choose from. Tenant staff set their merchants' (the platform: of the tenant it names in the tenantId header).

export function reportScheduleRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const schedules = reportSchedules(db)

  /** The customer of the path and the caller's tenant, or the answer refusing (another tenant's is not found). */
  const customerOf = (c: Context<ApiEnv>) => {
    const tenantId = actingTenant(c, 'Name the tenant whose customer this is.')
    if (tenantId instanceof Response) return tenantId
    const customerId = Number(c.req.param('customerId'))
    const configuration = schedules.get(customerId, tenantId)
    return configuration
      ? { customerId, tenantId, configuration }
      : notFound(c, `There is no customer ${customerId} that processes payments.`)
  }

  bind(app, 'fetchCustomerConfiguration', (c) => {
    const found = customerOf(c)
    return found instanceof Response ? found : c.json(found.configuration)
  })
  bind(app, 'fetchCustomerConfigurationOptions', (c) => {
    const found = customerOf(c)
    return found instanceof Response ? found : c.json(schedules.options(found.customerId, found.tenantId))
  })

  const save = (create: boolean) => async (c: Context<ApiEnv>) => {
    const found = customerOf(c)
    if (found instanceof Response) return found
    if (create && found.configuration.saved)
      return conflict(c, `Customer ${found.customerId} has its configuration: change it with PUT.`)
    if (!create && !found.configuration.saved)
      return notFound(c, `Customer ${found.customerId} has no configuration yet: create it with POST.`)
    const configuration = bodyOf(c, saveCustomerConfigurationSchema)
    const errors = schedules.check(found.customerId, found.tenantId, configuration)
    const zoneProblem = timeZoneProblem(configuration.timeZone)
    if (zoneProblem) errors.timeZone = [zoneProblem]
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    const saved = schedules.save(found.customerId, found.tenantId, configuration, actorOf(c.get('caller')))
    return c.json(saved, create ? 201 : 200)
  }
  bind(app, 'saveCustomerConfiguration', save(true))
  bind(app, 'updateCustomerConfiguration', save(false))

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const)
    bind(app, `${action}CustomerConfiguration`, (c) => {
      const found = customerOf(c)
      if (found instanceof Response) return found
      const changed = schedules.setActive(found.customerId, active, actorOf(c.get('caller')))
      return changed ? c.json(changed) : notFound(c, `Customer ${found.customerId} has no configuration yet.`)
    })
  return app
}
