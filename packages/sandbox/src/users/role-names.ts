import type { Language } from '../domain/language'
import { wordIn } from '../words/sandbox-words'

/** A role's name as a reader sees it: a shared role's (no tenant) is the platform's, in the reader's language. */
export const roleNameIn = (role: { name: string; tenantId: number | null }, language: Language) =>
  role.tenantId === null ? wordIn(role.name, language) : role.name
