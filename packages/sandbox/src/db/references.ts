import type { Country, Currency, Customer, Language, PaymentMethod, ServiceProvider } from '@paydeck/core/schemas'
import type { FeeTypeDetails } from '@paydeck/core/pricebooks'
import type { SandboxDatabase } from './database'

// The reference data a form's values are checked against (the fee types, currencies and payment methods, and what
// belongs to a tenant), asked one way by every area instead of an SQL line in each router.

/** A fee type as the contract has it (its chargedOn is stored as one of the contract's words). */
export type FeeTypeRow = FeeTypeDetails

export function references(db: SandboxDatabase) {
  const exists = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) !== undefined
  return {
    /** Every fee type, in its order. */
    feeTypes: () =>
      db
        .prepare(
          'SELECT id AS feeTypeId, name AS feeTypeName, symbol AS feeSymbol, charged_on AS chargedOn FROM fee_types ORDER BY id',
        )
        .all() as FeeTypeRow[],
    /** A fee type's symbol (% or the currency's), undefined for no such type. */
    feeSymbolOf: (feeTypeId: number) =>
      (db.prepare('SELECT symbol FROM fee_types WHERE id = ?').get(feeTypeId) as { symbol: string } | undefined)
        ?.symbol,
    /** Every payment method's code, active or not. */
    paymentMethodCodes: () =>
      new Set((db.prepare('SELECT code FROM payment_methods').all() as { code: string }[]).map((row) => row.code)),
    isPaymentMethod: (code: string) => exists('SELECT 1 FROM payment_methods WHERE code = ?', code),
    /** A known currency; `active`: one the product pays in now. */
    isCurrency: (code: string, { active = false } = {}) =>
      exists(`SELECT 1 FROM currencies WHERE code = ? ${active ? 'AND is_active = 1' : ''}`, code),
    isTenantsMerchant: (tenantId: number, merchantId: number) =>
      exists('SELECT 1 FROM merchants WHERE id = ? AND tenant_id = ?', merchantId, tenantId),
    isTenantsStaff: (tenantId: number, userId: number) =>
      exists("SELECT 1 FROM users WHERE id = ? AND tenant_id = ? AND user_type = 'crm'", userId, tenantId),
  }
}

/** The active lists the forms offer (seed 000's lookups), each in its order. */
export function activeLists(db: SandboxDatabase) {
  const all = <Row>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as Row[]
  return {
    countries: () =>
      all<Country>('SELECT id, iso_code AS isoCode, name FROM countries WHERE is_active = 1 ORDER BY name'),
    currencies: () =>
      all<Currency>(
        'SELECT id, code, name, decimal_places AS decimalPlaces FROM currencies WHERE is_active = 1 ORDER BY code',
      ),
    languages: () => all<Language>('SELECT id, code, name FROM languages WHERE is_active = 1 ORDER BY name'),
    paymentMethods: () =>
      all<PaymentMethod>('SELECT id, code, name FROM payment_methods WHERE is_active = 1 ORDER BY name'),
    serviceProviders: () =>
      all<ServiceProvider>('SELECT id, name FROM service_providers WHERE is_active = 1 ORDER BY name'),
    /** Active merchants, of one tenant or (null) of all. */
    customers: (tenantId: number | null) =>
      tenantId === null
        ? all<Customer>(
            `SELECT id, legal_business_name AS name FROM merchants WHERE merchant_status = 'Active' ORDER BY name`,
          )
        : all<Customer>(
            `SELECT id, legal_business_name AS name FROM merchants WHERE merchant_status = 'Active' AND tenant_id = ? ORDER BY name`,
            tenantId,
          ),
  }
}
