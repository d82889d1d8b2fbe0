import { describe, expect, it } from 'vitest'
import { DashboardElement, DashboardWidgetElement } from '@paydeck/dashboard/element'
import { NotificationsBellElement } from '@paydeck/notifications/element'
import { AgreementElement, ProposalElement } from '@paydeck/proposals/element'
import { SupportButtonElement, TicketElement, TicketListElement } from '@paydeck/support/element'
import { LabelsManagerElement } from '@paydeck/support/labels-element'
import { TransactionElement, TransactionLookupElement } from '@paydeck/transactions/element'
import { ReportElement } from '@paydeck/transactions/reports/element'
import { elementTags, isEventName } from '@paydeck/ui/tags'
import { elementLoaders } from './element-loaders'

const shipped = [
  SupportButtonElement,
  TicketListElement,
  TicketElement,
  LabelsManagerElement,
  NotificationsBellElement,
  ProposalElement,
  AgreementElement,
  TransactionLookupElement,
  TransactionElement,
  ReportElement,
  DashboardElement,
  DashboardWidgetElement,
]

describe('the elements this script brings', () => {
  it('each has a tag from the registry, and the loader knows every one', () => {
    const registered: string[] = Object.values(elementTags)
    for (const element of shipped) {
      expect(registered).toContain(element.tag)
      expect(elementLoaders).toHaveProperty(element.tag)
    }
    expect(Object.keys(elementLoaders).sort()).toEqual(shipped.map((element) => element.tag).sort())
  })

  it('name their events paydeck-<resource>-<verb>, the verb in the present tense', () => {
    const events = shipped.flatMap((element) => element.events)
    expect(events.length).toBeGreaterThan(5)
    for (const name of events) expect([name, isEventName(name)]).toEqual([name, true])
  })

  it('take the locale attribute and the client as every widget does', () => {
    for (const element of shipped) expect(element.attributes).toContain('locale')
  })
})
