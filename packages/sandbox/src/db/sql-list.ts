// A set of values the domain names (core's status sets) as the list of an SQL `IN (…)`: one quoting for every query
// that filters by one, so a set changed in core changes every figure that reads it.

/** `'a', 'b'` for `IN (…)`: each value quoted, a quote in it doubled. */
export const sqlList = (values: readonly string[]) => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')
