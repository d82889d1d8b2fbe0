import { defineMessages } from '../provider/ui-provider'

// The words of the settings screens' parts, the code dialog, the permission matrix and the pipeline display: their
// own catalogue, so a bundle without them does not carry it.
const en = {
  'common.edit': 'Edit',
  'common.delete': 'Delete',
  'admin.failed': 'This could not be loaded: {error}',
  'permissions.family': '{family} ({held} of {total})',
  'permissions.permission': 'Permission',
  'permissions.granted': 'Granted',
  'permissions.needsCode': 'Needs a code',
  'permissions.grant': 'Grant {name}',
  'permissions.requireCode': 'Ask a code for {name}',
  'permissions.added': 'to be added',
  'permissions.removed': 'to be removed',
  'sca.title': 'Confirm with your authenticator app',
  'sca.description': '{action}: enter the six-digit code your authenticator app shows now.',
  'sca.code': 'Six-digit code',
  'sca.confirm': 'Confirm',
  'sca.thisChange': 'This change',
  'sca.sixDigits': 'Enter the six digits your app shows.',
  'pipeline.open': 'Stage {current} of {count}: {stage}',
  'pipeline.closed': 'Closed, {state}, after {count} stages',
}

/** The words of a language other than English: every key of the English. */
export type AdminWords = Record<keyof typeof en, string>

// Pure: a bundle that uses none of these parts drops the catalogue.
export const useAdminT = /* @__PURE__ */ defineMessages('admin', {
  en,
  tr: () => import('./admin-messages.tr').then((module) => module.tr),
  ar: () => import('./admin-messages.ar').then((module) => module.ar),
})
