import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { dashboardCalls as calls } from './dashboard.calls'
import { widgetDataSchema, type Widget } from './dashboard.schema'

// Seed 002 section 7's dashboard calls (base reporting/api/v2): the user's categories with their widgets, and a
// widget's data from its own endpoint with the endpointId and widgetId headers and its filters in the query.

export const fetchUserDashboard = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls.fetchUserDashboard, { signal })

export type WidgetFilterValue = string | number | boolean | null | undefined | readonly (string | number)[]

/**
 * A widget's filters as seed 002 sends them: arrays joined by commas, nulls (and empties) dropped, and the user's
 * zone by its name (the time model: days and hours are that zone's, across daylight saving).
 */
export function widgetSearchParams(
  filters: Readonly<Record<string, WidgetFilterValue>>,
  timeZone: string,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue
    const text = Array.isArray(value) ? value.join(',') : String(value)
    if (text !== '') params.set(name, text)
  }
  params.set('timeZone', timeZone)
  return params
}

/** A widget's stored filters (JSON text), or none when the text is not an object. */
export function storedFiltersOf(widget: Pick<Widget, 'filters'>): Record<string, WidgetFilterValue> {
  try {
    const parsed: unknown = JSON.parse(widget.filters)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, WidgetFilterValue>)
      : {}
  } catch {
    return {}
  }
}

export const fetchWidgetData = (
  http: HttpClient,
  widget: Pick<Widget, 'widgetId' | 'data'>,
  filters: Readonly<Record<string, WidgetFilterValue>>,
  timeZone: string,
  signal?: AbortSignal,
) =>
  http.json(widgetDataSchema, `${widget.data.dataSourceEndpoint}?${widgetSearchParams(filters, timeZone)}`, {
    signal,
    headers: { endpointId: widget.data.dataSourceEndpointId, widgetId: String(widget.widgetId) },
  })
