import { describe, expect, it } from 'vitest'
import { permissionDiff, permissionFamilyOf, roleProblems } from './role-rules'

describe('role rules', () => {
  it('groups permissions by their area', () => {
    expect(permissionFamilyOf('CRM.Transaction.Actions.Refund')).toBe('Transaction')
    expect(permissionFamilyOf('Merchant.Reports.View')).toBe('Reports')
    expect(permissionFamilyOf('Reports.View')).toBe('Reports')
    expect(permissionFamilyOf('viewMerchantPortalProposals')).toBe('Portal')
    expect(permissionFamilyOf('manageCrmRoles')).toBe('UserManagement')
    expect(permissionFamilyOf('manageReasons')).toBe('Settings')
  })

  it('says what a change adds and removes', () => {
    expect(permissionDiff(['A', 'B', 'C'], ['C', 'D', 'A'])).toEqual({ added: ['D'], removed: ['B'] })
  })

  it('wants a name, a permission, and codes only on permissions held', () => {
    expect(roleProblems({ name: ' ', permissions: [], scaRequiredPermissions: ['X'] })).toEqual({
      name: { rule: 'roleNameRequired' },
      permissions: { rule: 'rolePermissionRequired' },
      scaRequiredPermissions: { rule: 'codeOnlyForHeld' },
    })
  })
})
