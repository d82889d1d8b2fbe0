import type { ReportColumn } from '@paydeck/core/reports'
import type { SandboxDatabase } from '../db/database'

// Each user's own columns of a report (their order and which show), kept until they reset them.

export const savedReportColumns = (db: SandboxDatabase, userId: number, reportId: string) => {
  const saved = db
    .prepare('SELECT items FROM report_columns WHERE user_id = ? AND report_id = ?')
    .get(userId, reportId) as { items: string } | undefined
  return saved && (JSON.parse(saved.items) as ReportColumn[])
}

export const saveReportColumns = (
  db: SandboxDatabase,
  userId: number,
  reportId: string,
  items: readonly ReportColumn[],
) =>
  db
    .prepare(
      `INSERT INTO report_columns (user_id, report_id, items) VALUES (?, ?, ?)
       ON CONFLICT (user_id, report_id) DO UPDATE SET items = excluded.items`,
    )
    .run(userId, reportId, JSON.stringify(items))

export const resetReportColumns = (db: SandboxDatabase, userId: number, reportId: string) =>
  db.prepare('DELETE FROM report_columns WHERE user_id = ? AND report_id = ?').run(userId, reportId)
