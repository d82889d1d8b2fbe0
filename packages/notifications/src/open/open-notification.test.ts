import { describe, expect, it } from 'vitest'
import type { AppNotification } from '@paydeck/core/notifications'
import { actionFor, safeUrl } from './open-notification'

const origin = 'https://portal.example'
const notification = (notificationType: string, objectUrl: string | null): AppNotification => ({
  id: 1,
  title: 't',
  description: null,
  image: null,
  icon: null,
  created: '2026-11-20T10:00:00.000Z',
  isRead: false,
  objectUrl,
  notificationType,
  useRouter: true,
})

describe('what a notification opens', () => {
  it('opens proposals and agreements by their id, behind their permission', () => {
    expect(actionFor(notification('Proposal', 'proposals/12'), origin)).toEqual({
      kind: 'document',
      type: 'Proposal',
      id: 12,
      permission: 'viewMerchantPortalProposals,CRM.Dashboard.View',
    })
    expect(actionFor(notification('Agreement', 'agreements/x'), origin)).toEqual({ kind: 'invalid' })
  })

  it('downloads the reports a file notification lists', () => {
    expect(actionFor(notification('ReportGenerated', 'a-1, b-2'), origin)).toEqual({
      kind: 'download',
      names: ['a-1', 'b-2'],
    })
  })

  it('navigates to a pre-check form behind its permission, and to any other address', () => {
    expect(actionFor(notification('PreCheckForm', '/boarding/precheckform'), origin)).toEqual({
      kind: 'navigate',
      url: '/boarding/precheckform',
      permission: 'viewMerchantPortalPrecheck,CRM.Dashboard.View',
    })
    expect(actionFor(notification('Task', 'https://portal.example/crm/tasks?x=1'), origin)).toEqual({
      kind: 'navigate',
      url: '/crm/tasks?x=1',
    })
  })

  it('follows no script, data or malformed address', () => {
    expect(safeUrl('javascript:alert(1)', origin)).toBeNull()
    expect(safeUrl('data:text/html,hi', origin)).toBeNull()
    expect(safeUrl('http://[::1', origin)).toBeNull()
    expect(safeUrl(null, origin)).toBeNull()
    expect(actionFor(notification('BoardingDocuments', 'javascript:alert(1)'), origin)).toEqual({ kind: 'invalid' })
  })

  it('leaves the page’s origin only for origins the deployment allows', () => {
    expect(safeUrl('https://docs.example/guide', origin)).toBeNull()
    expect(safeUrl('https://evil.example/login', origin, ['https://docs.example'])).toBeNull()
    expect(safeUrl('https://docs.example/guide', origin, ['https://docs.example'])).toBe('https://docs.example/guide')
    // An allowed host on another scheme or port is another origin.
    expect(safeUrl('http://docs.example/guide', origin, ['https://docs.example'])).toBeNull()
    expect(actionFor(notification('Task', 'https://evil.example/x'), origin)).toEqual({ kind: 'invalid' })
  })
})
