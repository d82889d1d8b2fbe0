import { isTimeZone } from '../../time/zoned-time'
import type { RuleProblem as AnyRuleProblem, SetupRuleKey } from '../../labels/rule-labels'

type RuleProblem = AnyRuleProblem<SetupRuleKey>
import type { CrmUserFields } from './crm-users.schema'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A CRM user's form rules, shared by the screen and the sandbox. */
export function crmUserProblems(fields: CrmUserFields): Partial<Record<keyof CrmUserFields, RuleProblem>> {
  const problems: Partial<Record<keyof CrmUserFields, RuleProblem>> = {}
  if (!EMAIL.test(fields.email.trim())) problems.email = { rule: 'emailShape' }
  if (!fields.firstName.trim()) problems.firstName = { rule: 'firstNameRequired' }
  if (!fields.lastName.trim()) problems.lastName = { rule: 'lastNameRequired' }
  if (!(fields.roleId > 0)) problems.roleId = { rule: 'roleRequired' }
  if (!isTimeZone(fields.timeZone)) problems.timeZone = { rule: 'timeZoneRequired' }
  return problems
}
