import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { permissionSchema, roleDetailsSchema, roleSummarySchema, scaAuditPageSchema } from './roles.schema'

// How the roles' calls are made and what they answer (a file per client, so each screen's chunk takes only
// its own); what the contract document says of them is in administration.routes.ts.

export const roleCalls = {
  'roles.all': { method: 'GET', path: 'users/all/roles/{tenantId}', answer: z.array(roleSummarySchema) },
  'roles.details': { method: 'GET', path: 'users/roles/details/{roleId}', answer: roleDetailsSchema },
  'roles.catalogue': { method: 'GET', path: 'users/permissions/all-{type}', answer: z.array(permissionSchema) },
  'roles.create': { method: 'POST', path: 'users/roles/{type}', answer: roleDetailsSchema },
  'roles.update': { method: 'PUT', path: 'users/roles/{type}/{roleId}', answer: roleDetailsSchema },
  'roles.scaAudit': { method: 'GET', path: 'users/sca-audit', answer: scaAuditPageSchema },
} as const satisfies Record<string, Call>
