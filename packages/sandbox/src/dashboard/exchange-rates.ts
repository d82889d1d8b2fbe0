import { minorPerMajor, toMajorUnits } from '@paydeck/core/values'
import type { SandboxDatabase } from '../db/database'

// The sandbox's reference rates, units per euro (fixed: a dashboard's figures must be the same on every run). The
// dashboard adds a tenant's volumes of several currencies in the tenant's base currency with them.
const perEuro: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  SEK: 11.5,
  TRY: 37,
  CHF: 0.95,
  PLN: 4.3,
  JPY: 165,
  BHD: 0.41,
  KWD: 0.33,
}

/** An amount in a currency's minor units, in the base currency's minor units (unrounded: sums round once). */
export function toBase(amount: number, currency: string, base: string): number {
  const rate = (perEuro[base] ?? 1) / (perEuro[currency] ?? 1)
  return toMajorUnits(amount, currency) * rate * minorPerMajor(base)
}

/** The currency a tenant reports in. */
export function baseCurrencyOf(db: SandboxDatabase, tenantId: number): string {
  const row = db.prepare('SELECT base_currency AS base FROM tenants WHERE id = ?').get(tenantId) as
    { base: string } | undefined
  return row?.base ?? 'EUR'
}
