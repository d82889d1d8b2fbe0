import type { Context } from 'hono'
import { reportRoutes as reportArea } from '@paydeck/core/openapi'
import type { SandboxDatabase } from '../db/database'
import { reportSchedules } from '../reports/report-schedules'
import { timeZoneProblem } from '@paydeck/core/time'
import { actorOf, type ApiEnv } from './auth.middleware'
import { found, invalidIf, refuse } from '../domain/problem'
import { created, implement, type CallOf } from './implement'
import { actingTenant } from './scope'

// Seed 000 section 7's automated report configuration per customer, on the reporting service: GET, POST (the first
// save), PUT /customer-configuration/{id}, POST .../activate and .../deactivate; and .../options, what the form
// may choose from. Tenant staff set their merchants' (the platform: of the tenant it names in the tenantId header).

export function reportScheduleRoutes(db: SandboxDatabase) {
  const schedules = reportSchedules(db)

  /** The customer of the path in the caller's tenant (another tenant's is not found). */
  const customerOf = (c: Context<ApiEnv>, customerId: number) => {
    const tenantId = actingTenant(c, 'Name the tenant whose customer this is.')
    const configuration = found(
      schedules.get(customerId, tenantId),
      `There is no customer ${customerId} that processes payments.`,
    )
    return { customerId, tenantId, configuration }
  }
  const save =
    (create: boolean) =>
    ({ c, caller, params, body }: CallOf<(typeof reportArea.routes)['saveCustomerConfiguration']>) => {
      const customer = customerOf(c, params.customerId)
      if (create && customer.configuration.saved)
        return refuse.conflict(`Customer ${customer.customerId} has its configuration: change it with PUT.`)
      if (!create && !customer.configuration.saved)
        return refuse.notFound(`Customer ${customer.customerId} has no configuration yet: create it with POST.`)
      const errors = schedules.check(customer.customerId, customer.tenantId, body)
      const zoneProblem = timeZoneProblem(body.timeZone)
      if (zoneProblem) errors.timeZone = [zoneProblem]
      const refusal = invalidIf(errors)
      if (refusal) return refusal
      const saved = schedules.save(customer.customerId, customer.tenantId, body, actorOf(caller))
      return create ? created(saved) : saved
    }
  const setActive =
    (active: boolean) =>
    ({ c, caller, params }: CallOf<(typeof reportArea.routes)['activateCustomerConfiguration']>) => {
      const { customerId } = customerOf(c, params.customerId)
      return found(
        schedules.setActive(customerId, active, actorOf(caller)),
        `Customer ${customerId} has no configuration yet.`,
      )
    }
  return implement(reportArea, {
    fetchCustomerConfiguration: ({ c, params }) => customerOf(c, params.customerId).configuration,
    fetchCustomerConfigurationOptions: ({ c, params }) => {
      const { customerId, tenantId } = customerOf(c, params.customerId)
      return schedules.options(customerId, tenantId)
    },
    saveCustomerConfiguration: save(true),
    updateCustomerConfiguration: save(false),
    activateCustomerConfiguration: setActive(true),
    deactivateCustomerConfiguration: setActive(false),
  })
}
