import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import type { AlertSettings } from './alerts.schema'
import { alertCalls as calls } from './alerts.calls'

export * from './alerts.schema'

export const fetchAlertSettings = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls.fetchAlertSettings, { signal })

export const saveAlertSettings = (http: HttpClient, settings: AlertSettings) =>
  callRoute(http, calls.saveAlertSettings, { body: settings })
