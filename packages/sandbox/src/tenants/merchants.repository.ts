import type { SandboxDatabase } from '../db/database'

/** Whether a merchant processes only in the sandbox (SandboxEnabled): its whole book is Test. */
export const processesOnlyInSandbox = (db: SandboxDatabase, merchantId: number) =>
  (
    db.prepare('SELECT processing_status AS processing FROM merchants WHERE id = ?').get(merchantId) as
      { processing: string } | undefined
  )?.processing === 'SandboxEnabled'
