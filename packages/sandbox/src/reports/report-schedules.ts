import type {
  CustomerConfiguration,
  CustomerConfigurationOptions,
  ReportFrequency,
  SaveCustomerConfiguration,
} from '@paydeck/core/reports'
import type { SandboxDatabase } from '../db/database'
import { deliverReports } from '../notifications/events'
import { reportById, reports, sortRows } from './catalogue'
import type { ReportScope } from './report'
import { reportCsv } from './report-csv'
import { addDays, dayIn, firstOfMonth, instantOf, nextDay } from '@paydeck/core/time'

// Automated reports per customer: a merchant's book reported to the chosen users at a frequency. When one falls
// due, each of its reports is computed over the last whole period in the configuration's zone, kept as a file per
// recipient, and each recipient is told with a ReportGenerated notification (the bell downloads the files).

/** When a due report is generated: early in the morning of the configuration's zone, after the day closed. */
const GENERATED_AT = 'T06:00'

interface ScheduleRow {
  merchant_id: number
  tenant_id: number
  report_ids: string
  frequency: ReportFrequency
  recipients: string
  time_zone: string
  active: number
  next_due: string
  last_generated: string | null
  updated_by: string
  updated: string
}

/** The whole period a run reports on, ending before the day it runs (a month: the calendar month before). */
export function periodBefore(runDay: string, frequency: ReportFrequency): { from: string; to: string } {
  const to = addDays(runDay, -1)
  if (frequency === 'Daily') return { from: to, to }
  if (frequency === 'Weekly') return { from: addDays(runDay, -7), to }
  return { from: firstOfMonth(to), to }
}

/** The next run after an instant: the next morning, a week on, or the first of the next month, in the zone. */
export function nextRunAfter(instant: number, frequency: ReportFrequency, timeZone: string): string {
  const today = dayIn(instant, timeZone)
  // 06:00 on the zone's clock, also on a day whose night was an hour shorter or longer.
  const morning = (day: string) => instantOf(`${day}${GENERATED_AT}`, timeZone)
  const day = { Daily: nextDay(today), Weekly: addDays(today, 7), Monthly: firstOfMonth(today, 1) }[frequency]
  return new Date(morning(day)).toISOString()
}

/** The reports a schedule may hold: those a merchant runs on its own book, whose data the sandbox has. */
const schedulable = () => reports.filter((report) => report.permissions.merchant !== undefined && !report.acrossTenants)

const toConfiguration = (row: ScheduleRow): CustomerConfiguration => ({
  customerId: row.merchant_id,
  saved: true,
  reportIds: JSON.parse(row.report_ids) as string[],
  frequency: row.frequency,
  recipients: JSON.parse(row.recipients) as number[],
  timeZone: row.time_zone,
  active: row.active === 1,
  nextDue: row.active === 1 ? row.next_due : null,
  lastGenerated: row.last_generated,
  updatedBy: row.updated_by,
  updated: row.updated,
})

/** What a customer without a configuration starts from. */
const unsaved = (merchantId: number): CustomerConfiguration => ({
  customerId: merchantId,
  saved: false,
  reportIds: [],
  frequency: 'Weekly',
  recipients: [],
  timeZone: 'UTC',
  active: false,
  nextDue: null,
  lastGenerated: null,
  updatedBy: null,
  updated: null,
})

/** One report of a schedule over its period, as the file a recipient downloads (default columns). */
function generate(db: SandboxDatabase, row: ScheduleRow, reportId: string, runAt: number) {
  const report = reportById.get(reportId)!
  const merchant = db
    .prepare('SELECT processing_status AS processing FROM merchants WHERE id = ?')
    .get(row.merchant_id) as {
    processing: string
  }
  const scope: ReportScope = {
    kind: 'merchant',
    mode: merchant.processing === 'SandboxEnabled' ? 'Test' : 'Live',
    tenantId: row.tenant_id,
    merchantId: row.merchant_id,
  }
  const definition = report.definition({ db, scope })
  const filters = periodBefore(dayIn(runAt, row.time_zone), row.frequency)
  const rows = sortRows(definition, report.rows({ db, scope, filters, timeZone: row.time_zone }), undefined, 'desc')
  const columns = definition.columns.filter((column) => column.defaultVisible).map((column) => column.name)
  return {
    // The file's name says which report and which days it holds.
    key: filters.from === filters.to ? `${reportId}_${filters.from}` : `${reportId}_${filters.from}_${filters.to}`,
    title: definition.title,
    csv: [...reportCsv(definition, columns, rows, row.time_zone)].join(''),
  }
}

export function reportSchedules(db: SandboxDatabase) {
  const byMerchant = db.prepare('SELECT * FROM report_schedules WHERE merchant_id = ?')
  const merchantOf = db.prepare(
    "SELECT id, tenant_id AS tenantId, processing_status AS processing FROM merchants WHERE id = ? AND processing_status <> 'NoProcessing'",
  )
  const candidates = db.prepare(
    `SELECT id, first_name || ' ' || last_name AS name, email, merchant_id IS NULL AS staff FROM users
     WHERE is_active = 1 AND (merchant_id = ? OR (merchant_id IS NULL AND user_type = 'crm' AND tenant_id = ?))
     ORDER BY staff, name`,
  )
  const upsert = db.prepare(
    `INSERT INTO report_schedules (merchant_id, tenant_id, report_ids, frequency, recipients, time_zone, active,
       next_due, last_generated, updated_by, updated)
     VALUES (@merchantId, @tenantId, @reportIds, @frequency, @recipients, @timeZone, @active, @nextDue, NULL,
       @updatedBy, @updated)
     ON CONFLICT (merchant_id) DO UPDATE SET report_ids = @reportIds, frequency = @frequency,
       recipients = @recipients, time_zone = @timeZone, next_due = @nextDue, updated_by = @updatedBy,
       updated = @updated`,
  )
  const setActive = db.prepare(
    'UPDATE report_schedules SET active = ?, next_due = ?, updated_by = ?, updated = ? WHERE merchant_id = ?',
  )
  const due = db.prepare('SELECT * FROM report_schedules WHERE active = 1 AND next_due <= ? ORDER BY next_due')
  const ran = db.prepare('UPDATE report_schedules SET last_generated = ?, next_due = ? WHERE merchant_id = ?')

  return {
    /** The customer's configuration, or the defaults a new one starts from; null for no such customer. */
    get(merchantId: number, tenantId: number): CustomerConfiguration | null {
      const merchant = merchantOf.get(merchantId) as { tenantId: number } | undefined
      if (!merchant || merchant.tenantId !== tenantId) return null
      const row = byMerchant.get(merchantId) as ScheduleRow | undefined
      return row ? toConfiguration(row) : unsaved(merchantId)
    },

    options(merchantId: number, tenantId: number): CustomerConfigurationOptions {
      return {
        reports: schedulable().map((report) => ({
          id: report.id,
          title: report.definition({ db, scope: { kind: 'merchant', mode: 'Live', tenantId, merchantId } }).title,
        })),
        recipients: (
          candidates.all(merchantId, tenantId) as { id: number; name: string; email: string; staff: number }[]
        ).map((user) => ({ ...user, staff: user.staff === 1 })),
        merchantTimeZone: (
          db
            .prepare('SELECT time_zone AS zone FROM merchants WHERE id = ? AND tenant_id = ?')
            .get(merchantId, tenantId) as { zone: string } | undefined
        )?.zone,
      }
    },

    /** Why a configuration cannot be saved, under the field's name; nothing when it can. */
    check(merchantId: number, tenantId: number, body: SaveCustomerConfiguration): Record<string, string[]> {
      const errors: Record<string, string[]> = {}
      const offered = new Set(schedulable().map((report) => report.id))
      const unknown = body.reportIds.filter((id) => !offered.has(id))
      if (unknown.length > 0) errors.reportIds = [`These reports cannot be automated: ${unknown.join(', ')}.`]
      const allowed = new Set((candidates.all(merchantId, tenantId) as { id: number }[]).map((user) => user.id))
      if (body.recipients.some((id) => !allowed.has(id)))
        errors.recipients = ['Choose recipients among the customer’s users and your staff.']
      return errors
    },

    save(merchantId: number, tenantId: number, body: SaveCustomerConfiguration, actor: string, now = Date.now()) {
      const existing = byMerchant.get(merchantId) as ScheduleRow | undefined
      upsert.run({
        merchantId,
        tenantId,
        reportIds: JSON.stringify([...new Set(body.reportIds)]),
        frequency: body.frequency,
        recipients: JSON.stringify([...new Set(body.recipients)]),
        timeZone: body.timeZone,
        // A new configuration starts active; a changed one keeps its state.
        active: existing ? existing.active : 1,
        nextDue: nextRunAfter(now, body.frequency, body.timeZone),
        updatedBy: actor,
        updated: new Date(now).toISOString(),
      })
      return toConfiguration(byMerchant.get(merchantId) as ScheduleRow)
    },

    setActive(merchantId: number, active: boolean, actor: string, now = Date.now()) {
      const row = byMerchant.get(merchantId) as ScheduleRow | undefined
      if (!row) return null
      const nextDue = active ? nextRunAfter(now, row.frequency, row.time_zone) : row.next_due
      setActive.run(active ? 1 : 0, nextDue, actor, new Date(now).toISOString(), merchantId)
      return toConfiguration(byMerchant.get(merchantId) as ScheduleRow)
    },

    /** Makes the customer's active configuration fall due now (the CLI's `reports due-now`). */
    makeDue(merchantId: number, now = Date.now()) {
      const row = byMerchant.get(merchantId) as ScheduleRow | undefined
      if (!row || row.active !== 1) return false
      ran.run(row.last_generated, new Date(now).toISOString(), merchantId)
      return true
    },

    /** Generates every configuration due by now and notifies its recipients; how many notifications were sent. */
    runDue(now = Date.now()): number {
      let sent = 0
      for (const row of due.all(new Date(now).toISOString()) as ScheduleRow[]) {
        const next = nextRunAfter(now, row.frequency, row.time_zone)
        let generated: ReturnType<typeof generate>[]
        try {
          generated = (JSON.parse(row.report_ids) as string[])
            .filter((id) => reportById.has(id))
            .map((id) => generate(db, row, id, now))
        } catch (error) {
          // One customer's failure neither stops the others nor repeats every minute: it waits for its next run.
          console.error(`paydeck-sandbox: the automated reports of customer ${row.merchant_id} failed:`, error)
          ran.run(row.last_generated, next, row.merchant_id)
          continue
        }
        db.transaction(() => {
          for (const userId of JSON.parse(row.recipients) as number[]) {
            deliverReports(db, userId, generated, new Date(now))
            sent++
          }
          ran.run(new Date(now).toISOString(), next, row.merchant_id)
        })()
      }
      return sent
    },
  }
}
