import type { Call } from '../../contract/route'
import { userContextSchema } from './users.schema'

// How the user's context is read; what the contract document says of it is in users.routes.ts.

export const userCalls = {
  fetchUserContext: { method: 'GET', path: 'users', answer: userContextSchema },
} as const satisfies Record<string, Call>
