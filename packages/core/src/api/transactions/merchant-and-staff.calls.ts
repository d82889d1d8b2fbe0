import type { Answer, HttpMethod } from '../../contract/route'
import type { UserKind } from '../../session/user-kind'

// Seed 001's transaction calls come in pairs: merchants make them under api/transactions, staff under
// api/crm/transactions (platform staff naming the tenant). One declaration gives both.

type Made<M, P, A> = { method: M; path: P; answer: A }

/** A call as two declared calls: `name` (merchants') and `nameByStaff` (staff's). */
export const merchantAndStaff = <N extends string, B extends string, M extends HttpMethod, A extends Answer>(
  name: N,
  below: B,
  method: M,
  answer: A,
) =>
  ({
    [name]: { method, path: `api/transactions${below}`, answer },
    [`${name}ByStaff`]: { method, path: `api/crm/transactions${below}`, answer },
  }) as { [K in N]: Made<M, `api/transactions${B}`, A> } & {
    [K in `${N}ByStaff`]: Made<M, `api/crm/transactions${B}`, A>
  }

/** The call of a pair the kind of user makes. */
export const pairedCall = <C extends Record<string, unknown>, N extends keyof C & string>(
  calls: C,
  name: N,
  kind: UserKind,
): C[N] | C[`${N}ByStaff` & keyof C] => (kind === 'merchant' ? calls[name] : calls[`${name}ByStaff` as keyof C]) as C[N]
