/** The query key under which every screen keeps what it shows of the audit trail (a change makes it stale). */
export const auditQueryKey = ['paydeck', 'audit'] as const
