import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { SaveCustomerConfiguration } from './report-schedules.schema'
import { scheduleCalls as calls } from './report-schedules.calls'

export * from './report-schedules.schema'

export const fetchCustomerConfiguration = (http: HttpClient, customerId: number, signal?: AbortSignal) =>
  callRoute(http, calls.fetchCustomerConfiguration, { params: { customerId }, signal })

export const fetchCustomerConfigurationOptions = (http: HttpClient, customerId: number, signal?: AbortSignal) =>
  callRoute(http, calls.fetchCustomerConfigurationOptions, { params: { customerId }, signal })

/** The first save creates it (POST), later ones change it (PUT), as seed 000 names the calls. */
export const saveCustomerConfiguration = (
  http: HttpClient,
  customerId: number,
  configuration: SaveCustomerConfiguration,
  create: boolean,
) =>
  callRoute(http, create ? calls.saveCustomerConfiguration : calls.updateCustomerConfiguration, {
    params: { customerId },
    body: configuration,
  })

export const setCustomerConfigurationActive = (http: HttpClient, customerId: number, active: boolean) =>
  callRoute(http, active ? calls.activateCustomerConfiguration : calls.deactivateCustomerConfiguration, {
    params: { customerId },
  })
