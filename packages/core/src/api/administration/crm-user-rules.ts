import type { CrmUserFields } from './crm-users.schema'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A CRM user's form rules, shared by the screen and the sandbox. */
export function crmUserProblems(fields: CrmUserFields): Partial<Record<keyof CrmUserFields, string>> {
  const problems: Partial<Record<keyof CrmUserFields, string>> = {}
  if (!EMAIL.test(fields.email.trim())) problems.email = 'Enter an e-mail address such as name@example.com.'
  if (!fields.firstName.trim()) problems.firstName = 'Enter a first name.'
  if (!fields.lastName.trim()) problems.lastName = 'Enter a last name.'
  if (!(fields.roleId > 0)) problems.roleId = 'Choose a role.'
  if (!isTimeZone(fields.timeZone)) problems.timeZone = 'Choose a time zone.'
  return problems
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.length > 0
  } catch {
    return false
  }
}
