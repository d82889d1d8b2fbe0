import type { UserKind } from '../session/user-kind'

/** Who makes a call: every kind of user, or staff only (their paths gain crm/ for tenant staff). */
export const everyone: readonly UserKind[] = ['merchant', 'tenant', 'platform']
export const staff: readonly UserKind[] = ['tenant', 'platform']

/** A call only staff make (their paths gain crm/ for tenant staff). Apart from route.ts, so that a widget whose
 * routes name no kind does not bring this to its chunk. */
export const byStaff = <R extends object>(route: R): R & { by: typeof staff } => ({ ...route, by: staff })
