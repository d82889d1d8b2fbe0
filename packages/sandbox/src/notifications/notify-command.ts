import type { NotificationType } from '@paydeck/core/notifications'
import type { SandboxDatabase } from '../db/database'
import { sendCommercialDocument } from '../seed/commercial-documents'
import { findUserByEmail } from '../users/users.repository'
import { generateReports, notifyTask, reportKinds } from './events'

/**
 * `paydeck-sandbox notify --user EMAIL --type TYPE`: the event behind the type happens for the user (a document is
 * sent, reports are generated, a task is assigned), which notifies them.
 */
export function notifyByEmail(db: SandboxDatabase, email: string, type: NotificationType): void {
  const user = findUserByEmail(db, email)
  if (!user) throw new Error(`${email} is not a user of the sandbox.`)
  if (type === 'Proposal' || type === 'Agreement') {
    sendCommercialDocument(db, type === 'Proposal' ? 'proposal' : 'agreement', email)
  } else if (type === 'ReportGenerated') {
    generateReports(db, user.id, reportKinds)
  } else {
    notifyTask(db, user.id, type)
  }
}
