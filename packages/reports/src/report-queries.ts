import { useQuery } from '@tanstack/react-query'
import { reportColumnsQuery } from '@paydeck/core/reports'
import { usePaydeck } from '@paydeck/react'

// The reports' queries, one key factory: the report element's refresh() fetches all of them again.
export const reportKeys = {
  all: ['paydeck', 'reports'] as const,
  catalogue: () => [...reportKeys.all, 'catalogue'] as const,
  definition: (reportId: string) => [...reportKeys.reports(), reportId] as const,
  page: (reportId: string, request: unknown) => [...reportKeys.definition(reportId), 'page', request] as const,
  alertSettings: () => [...reportKeys.all, 'alert-settings'] as const,
  customerConfiguration: (customerId: number) => [...reportKeys.all, 'customer-configuration', customerId] as const,
  configurationOptions: (customerId: number) => [...reportKeys.customerConfiguration(customerId), 'options'] as const,
  /** Every report's definition and pages (what a row action changes). */
  reports: () => [...reportKeys.all, 'report'] as const,
}

/** The user's columns of a report (asked once its definition says the report has them). */
export function useReportColumns(reportId: string | undefined) {
  const paydeck = usePaydeck()
  return useQuery({
    ...reportColumnsQuery(paydeck.http, reportId ?? ''),
    enabled: Boolean(reportId),
  })
}
