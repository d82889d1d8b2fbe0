import { openBankingTone, StatusPill, ticketCategoryTone } from '@paydeck/ui'
import { Row, Section } from './layout'

const general = ['Captured', 'Opened', 'Declined', 'Closed', 'WaitingForApproval', 'Pending', 'Not Found', 'Unknown']
const openBanking = ['Authorised', 'Expired', 'Rejected', 'Revoked', 'AwaitingAuthorisation', 'Other']
const categories = ['Integration', 'Processing', 'Operational', 'Clarification']

export function StatusPillPage() {
  return (
    <>
      <Section title="Statuses">
        <Row>
          {general.map((status) => (
            <StatusPill key={status} status={status} />
          ))}
        </Row>
      </Section>
      <Section title="Open banking">
        <Row>
          {openBanking.map((status) => (
            <StatusPill key={status} status={status} tone={openBankingTone(status)} />
          ))}
        </Row>
      </Section>
      <Section title="Ticket categories">
        <Row>
          {categories.map((category) => (
            <StatusPill key={category} status={category} tone={ticketCategoryTone(category)} />
          ))}
        </Row>
      </Section>
    </>
  )
}
