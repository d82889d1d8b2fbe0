import { mayFollow, type CallRule } from '@paydeck/core'
import { useSession } from './session.hooks'

/**
 * Whether the user may make the calls of a rule an area exports (`pricebookRule`), the rule the server enforces: 'checking' until their
 * context has come. A screen asks it of its main call before it shows, so an element placed where its user has no
 * access says so instead of offering actions the server refuses. A context that failed to load decides nothing
 * ('allowed'): the screen's own call then shows that failure.
 */
export function useCallAccess(rule: CallRule): 'checking' | 'allowed' | 'refused' {
  const user = useSession((state) => state.user)
  const kind = useSession((state) => state.userKind)
  const status = useSession((state) => state.userStatus)
  if (!user || !kind) return status === 'failed' ? 'allowed' : 'checking'
  return mayFollow(rule, { kind, permissions: user.permissions, isAdministrator: user.isAdministrator })
    ? 'allowed'
    : 'refused'
}
