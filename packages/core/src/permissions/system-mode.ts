import type { ProcessingStatus } from '../api/users/users.schema'

export const systemModes = ['Test', 'Live'] as const
export type SystemMode = (typeof systemModes)[number]

/** The local storage key the documents name. */
export const SYSTEM_MODE_KEY = 'SystemMode'

export function isSystemMode(value: unknown): value is SystemMode {
  return value === 'Test' || value === 'Live'
}

export interface SystemModeToggle {
  /** NoProcessing merchants, and anyone who is not a merchant, see no toggle. */
  visible: boolean
  /** SandboxEnabled merchants see it forced to Test. */
  disabled: boolean
}

export function systemModeToggle(processingStatus: ProcessingStatus | null, isMerchant: boolean): SystemModeToggle {
  if (!isMerchant || processingStatus === null || processingStatus === 'NoProcessing') {
    return { visible: false, disabled: true }
  }
  return { visible: true, disabled: processingStatus === 'SandboxEnabled' }
}

/** The mode in force: Test when the merchant is SandboxEnabled, else the saved one, else the deployment default. */
export function effectiveSystemMode(
  processingStatus: ProcessingStatus | null,
  saved: SystemMode | null,
  fallback: SystemMode,
): SystemMode {
  if (processingStatus === 'SandboxEnabled') return 'Test'
  return saved ?? fallback
}
