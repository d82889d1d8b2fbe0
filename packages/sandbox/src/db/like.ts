// A search that finds what a user typed inside a text: one LIKE pattern and its escape clause for every search of
// the sandbox, so "50%" or "a_b" match themselves and not every text (the % and _ a user types are literal).

/** A LIKE pattern for texts that contain `term` as typed (trimmed, at most 100 characters). */
export const containing = (term: string) =>
  `%${term
    .trim()
    .slice(0, 100)
    .replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/** The clause every `LIKE ?` with a `containing` pattern ends in. */
export const likeEscape = "ESCAPE '\\'"
