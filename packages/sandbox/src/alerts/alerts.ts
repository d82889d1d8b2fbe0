import { isPaymentSql } from '../transactions/money-sql'
import { declinedStatuses } from '@paydeck/core/transactions'
import type { SandboxDatabase } from '../db/database'
import { sqlList } from '../db/sql-list'

// The alerts the sandbox raises from its book of business: for each merchant of a tenant, over each day of the last
// week (UTC), a decline ratio or a pending ratio above the tenant's thresholds (crm/settings/alerts/
// decline-pending-ratio), and a day whose payments are far above the merchant's daily average (velocity). Raised
// when asked for, once per merchant, type and day.

export const alertTypes = [
  { type: 'DeclineRatio', label: 'Decline ratio above the threshold' },
  { type: 'PendingRatio', label: 'Pending ratio above the threshold' },
  { type: 'Velocity', label: 'Payments far above the daily average' },
] as const

export interface AlertSettings {
  /** Percentages (0–100, two decimals) of the day's payments. */
  declineRatio: number
  pendingRatio: number
  /** A day with fewer payments raises no ratio alert: three declines of four say little. */
  minPayments: number
}

export const defaultAlertSettings: AlertSettings = { declineRatio: 25, pendingRatio: 20, minPayments: 10 }
const VELOCITY_FACTOR = 3
const DAYS = 7

export function alertSettingsOf(db: SandboxDatabase, tenantId: number): AlertSettings {
  const row = db
    .prepare(
      `SELECT decline_ratio AS declineRatio, pending_ratio AS pendingRatio, min_payments AS minPayments
       FROM alert_settings WHERE tenant_id = ?`,
    )
    .get(tenantId) as AlertSettings | undefined
  return row ?? defaultAlertSettings
}

export function saveAlertSettings(db: SandboxDatabase, tenantId: number, settings: AlertSettings): AlertSettings {
  db.prepare(
    `INSERT INTO alert_settings (tenant_id, decline_ratio, pending_ratio, min_payments, updated) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (tenant_id) DO UPDATE SET decline_ratio = excluded.decline_ratio,
       pending_ratio = excluded.pending_ratio, min_payments = excluded.min_payments, updated = excluded.updated`,
  ).run(tenantId, settings.declineRatio, settings.pendingRatio, settings.minPayments, new Date().toISOString())
  // New thresholds raise what the week shows over them at once, not at the next watch.
  raiseAlerts(db, tenantId)
  return alertSettingsOf(db, tenantId)
}

/**
 * The watch over every tenant's book: run when the sandbox starts and every minute while it runs (beside the report
 * schedules), and when a tenant saves its thresholds, so reading alerts never writes them.
 */
export function raiseEveryTenantsAlerts(db: SandboxDatabase, now = new Date()): void {
  for (const { id } of db.prepare('SELECT id FROM tenants').all() as { id: number }[]) raiseAlerts(db, id, now)
}

interface DayTally {
  merchantId: number
  name: string
  day: string
  payments: number
  declined: number
  pending: number
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100

/** Raises what the last week of the tenant's live book shows and has not been raised yet. */
export function raiseAlerts(db: SandboxDatabase, tenantId: number, now = new Date()): void {
  const settings = alertSettingsOf(db, tenantId)
  const today = now.toISOString().slice(0, 10)
  const since = new Date(Date.parse(today) - (DAYS - 1) * 86_400_000).toISOString()
  const days = db
    .prepare(
      `SELECT t.merchant_id AS merchantId, m.legal_business_name AS name, substr(t.created, 1, 10) AS day,
         COUNT(*) AS payments, SUM(t.status IN (${sqlList(declinedStatuses)})) AS declined,
         SUM(t.status IN ('Pending', 'WaitingForApproval')) AS pending
       FROM transactions t JOIN merchants m ON m.id = t.merchant_id
       WHERE t.mode = 'Live' AND t.tenant_id = ? AND t.created >= ? AND ${isPaymentSql('t')}
       GROUP BY t.merchant_id, day`,
    )
    .all(tenantId, since) as DayTally[]
  const insert = db.prepare(
    `INSERT OR IGNORE INTO alerts (tenant_id, merchant_id, type, severity, message, value, threshold, window_start,
       raised) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const raise = (tally: DayTally, type: string, value: number, threshold: number, message: string) =>
    insert.run(
      tenantId,
      tally.merchantId,
      type,
      value >= threshold * 1.5 ? 'failed' : 'warning',
      message,
      value,
      threshold,
      tally.day,
      now.toISOString(),
    )
  const average = new Map<number, number>()
  for (const tally of days) average.set(tally.merchantId, (average.get(tally.merchantId) ?? 0) + tally.payments / DAYS)
  db.transaction(() => {
    for (const tally of days) {
      if (tally.payments >= settings.minPayments) {
        const declines = percent(tally.declined, tally.payments)
        if (declines > settings.declineRatio)
          raise(
            tally,
            'DeclineRatio',
            declines,
            settings.declineRatio,
            `${tally.name}: ${declines}% of ${tally.payments} payments declined on ${tally.day}`,
          )
        const pending = percent(tally.pending, tally.payments)
        if (pending > settings.pendingRatio)
          raise(
            tally,
            'PendingRatio',
            pending,
            settings.pendingRatio,
            `${tally.name}: ${pending}% of ${tally.payments} payments pending on ${tally.day}`,
          )
      }
      const usual = average.get(tally.merchantId)!
      if (tally.payments >= 20 && tally.payments > usual * VELOCITY_FACTOR)
        raise(
          tally,
          'Velocity',
          tally.payments,
          Math.round(usual * VELOCITY_FACTOR),
          `${tally.name}: ${tally.payments} payments on ${tally.day}, ${VELOCITY_FACTOR}× the week's daily average`,
        )
    }
  })()
}
