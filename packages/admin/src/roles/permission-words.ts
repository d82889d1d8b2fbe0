import { permissionFamilyOf, type Permission } from '@paydeck/core/administration'
import {
  isLabelled,
  labelOf,
  labelsIn,
  permissionDescriptions,
  permissionFamilyLabels,
  permissionLabels,
} from '@paydeck/core/labels'
import { useUi, type MatrixPermission } from '@paydeck/ui'

/** The label layer's words for permissions in the user's language: what the role screens show instead of codes. */
export function usePermissionWords() {
  const { locale } = useUi()
  const label = (name: string) => labelOf(permissionLabels, name, locale)
  return {
    label,
    /** Names as a sentence's list ("Refund payments, Void payments"), for the summary of a change. */
    list: (names: readonly string[]) => names.map(label).join(', '),
    matrix: (permissions: readonly Permission[]): MatrixPermission[] =>
      permissions.map(({ name, family }) => ({
        name,
        family,
        label: label(name),
        description: isLabelled(permissionDescriptions, name)
          ? labelsIn(permissionDescriptions, locale)[name]
          : undefined,
        familyLabel: labelOf(permissionFamilyLabels, family || permissionFamilyOf(name), locale),
      })),
  }
}
