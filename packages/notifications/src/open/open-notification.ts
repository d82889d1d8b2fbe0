import { reportNames, type AppNotification } from '@paydeck/core/notifications'

/** What choosing a notification does (seed 000 section 2; seed 002 sections 2 and 6). */
export type NotificationAction =
  | { kind: 'document'; type: 'Proposal' | 'Agreement'; id: number; permission: string }
  | { kind: 'download'; names: string[] }
  | { kind: 'navigate'; url: string; permission?: string }
  | { kind: 'invalid' }

// Seed 002 section 6: each alternatively satisfied by CRM.Dashboard.View.
const permissions = {
  Proposal: 'viewMerchantPortalProposals,CRM.Dashboard.View',
  Agreement: 'viewMerchantPortalAgreements,CRM.Dashboard.View',
  PreCheckForm: 'viewMerchantPortalPrecheck,CRM.Dashboard.View',
} as const

/**
 * A same-origin path, or an http(s) URL of an origin the deployment allows; anything else (another site,
 * javascript:, data:, a malformed address) is not followed: server data must not send a user anywhere.
 */
export function safeUrl(
  objectUrl: string | null,
  origin: string,
  allowedOrigins: readonly string[] = [],
): string | null {
  if (!objectUrl) return null
  try {
    const url = new URL(objectUrl, origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`
    return allowedOrigins.includes(url.origin) ? url.href : null
  } catch {
    return null
  }
}

export function actionFor(
  notification: AppNotification,
  origin: string,
  allowedOrigins: readonly string[] = [],
): NotificationAction {
  const type = notification.notificationType
  if (type === 'Proposal' || type === 'Agreement') {
    const id = Number(/(\d+)\/?$/.exec(notification.objectUrl ?? '')?.[1])
    return Number.isInteger(id) && id > 0
      ? { kind: 'document', type, id, permission: permissions[type] }
      : { kind: 'invalid' }
  }
  if (type === 'ReportGenerated') {
    const names = reportNames(notification.objectUrl)
    return names.length > 0 ? { kind: 'download', names } : { kind: 'invalid' }
  }
  const url = safeUrl(notification.objectUrl, origin, allowedOrigins)
  if (!url) return { kind: 'invalid' }
  return type === 'PreCheckForm'
    ? { kind: 'navigate', url, permission: permissions.PreCheckForm }
    : { kind: 'navigate', url }
}
