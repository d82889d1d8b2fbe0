import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset({
    index: 'src/index.ts',
    oidc: 'src/oidc/index.ts',
    idle: 'src/idle/index.ts',
    schemas: 'src/schemas.ts',
    lookups: 'src/api/lookups/index.ts',
    proposals: 'src/api/proposals/index.ts',
    notifications: 'src/api/notifications/index.ts',
    support: 'src/api/support/index.ts',
    files: 'src/api/files/index.ts',
    transactions: 'src/api/transactions/index.ts',
    'transaction-activity': 'src/api/transactions/activity-index.ts',
    'transaction-actions': 'src/api/transactions/actions-index.ts',
    disputes: 'src/api/disputes/index.ts',
    reports: 'src/api/reports/index.ts',
    dashboard: 'src/api/dashboard/index.ts',
    pipelines: 'src/api/pipelines/index.ts',
    administration: 'src/api/administration/index.ts',
    pricebooks: 'src/api/pricebooks/index.ts',
    analytics: 'src/api/analytics/index.ts',
    openapi: 'src/contract/index.ts',
    time: 'src/time/index.ts',
    values: 'src/values/index.ts',
    labels: 'src/labels/index.ts',
    'dispute-labels': 'src/labels/dispute-labels.ts',
  }),
)
