/**
 * Whether a user holding `held` may use something that requires `required`: a comma-separated list
 * of which any one suffices. An empty requirement is open to every signed-in user.
 */
export function can(held: readonly string[], required: string | undefined | null): boolean {
  const wanted = (required ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (wanted.length === 0) return true
  return wanted.some((name) => held.includes(name))
}
