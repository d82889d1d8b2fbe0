import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { notificationTypes, type NotificationType } from '@paydeck/core/notifications'
import { currentScaCode, scaUri } from './auth/sca'
import { openDatabase, openReader, type SandboxDatabase } from './db/database'
import { verifyAuditTrail } from './audit/audit-chain'
import { pruneAuditTrail } from './audit/audit-reads'
import { advanceTargets, disputeNetwork, type AdvanceTarget } from './disputes/dispute-network'
import { notifyByEmail } from './notifications/notify-command'
import { reportSchedules } from './reports/report-schedules'
import { createSandbox, DEFAULT_CLIENT_ORIGINS, DEFAULT_PORT } from './sandbox'
import { sendCommercialDocument } from './seed/commercial-documents'
import { DEFAULT_TRANSACTIONS } from './seed/book-of-business'
import { DEMO_PASSWORD, demoAccounts, seedDatabase } from './seed/seed'
import { fixClock } from './fixed-clock'

const usage = `paydeck-sandbox: a local Paydeck API with a real OpenID provider and database

  --port <n>          port to listen on (default ${DEFAULT_PORT}, or PAYDECK_SANDBOX_PORT)
  --data <dir>        data folder for the database (default ./.data, or PAYDECK_SANDBOX_DATA)
  --transactions <n>  transactions in a new database's book of business (default ${DEFAULT_TRANSACTIONS}; a
                      database that has them keeps them: delete --data to start over)
  --origin <url>      an app origin allowed to sign in; repeat for several
                      (default ${DEFAULT_CLIENT_ORIGINS.join(', ')}, or PAYDECK_SANDBOX_ORIGINS, comma-separated)
  --contract-log <f>  append every API call and its answer to this file, for the contract test
  --readers <n>       threads that answer the API's reads beside the one that writes (default: one per core, or
                      PAYDECK_SANDBOX_READERS; 0 answers everything on one thread)
  --clock <instant>   stop the clock at this instant (ISO 8601; or PAYDECK_SANDBOX_CLOCK): the book is seeded
                      relative to it and it is every now, for screenshots that match on any day
  --help              this text

paydeck-sandbox send proposal|agreement --merchant EMAIL [--data <dir>]
  a tenant sends the merchant of EMAIL a new proposal or agreement awaiting an answer; prints its id

paydeck-sandbox reports due-now --customer ID [--data <dir>]
  the customer's active automated-report configuration falls due now: its reports are generated and each
  recipient is notified; prints how many were notified

paydeck-sandbox sca-code --user EMAIL [--next] [--data <dir>]
  the six-digit code the user's authenticator app shows now (strong authentication of roles and users); with
  --next, the one of the next 30 seconds, for a second change before the app shows a new code

paydeck-sandbox sca-uri --user EMAIL [--data <dir>]
  the user's TOTP secret as an otpauth:// URI, to add to an authenticator app

paydeck-sandbox notify --user EMAIL --type TYPE [--data <dir>]
  the event behind a notification type happens for the user, which notifies them; TYPE is one of
  ${notificationTypes.join(', ')}

paydeck-sandbox audit verify [--data <dir>]
  walks each organisation's chain of the audit trail from its start (or checkpoint) and names the first broken
  link: a record changed, removed or moved; exits 1 when one is

paydeck-sandbox disputes advance --id N [--to won|lost|expired|chargeback|pre-arbitration] [--days D] [--data <dir>]
  the card network moves dispute N: --days turns its clock D days on first (its times that much earlier; the
  network closes it if that leaves it unanswered past its due time and grace), then --to decides it or takes it to
  its next stage, as the dispute model allows; prints where it stands

paydeck-sandbox audit prune [--data <dir>]
  removes each tenant's audit records older than its retention, keeping a checkpoint so the rest still verify`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    customer: { type: 'string' },
    user: { type: 'string' },
    type: { type: 'string' },
    port: { type: 'string' },
    data: { type: 'string' },
    origin: { type: 'string', multiple: true },
    transactions: { type: 'string' },
    readers: { type: 'string' },
    'contract-log': { type: 'string' },
    clock: { type: 'string' },
    next: { type: 'boolean' },
    id: { type: 'string' },
    to: { type: 'string' },
    days: { type: 'string' },
    help: { type: 'boolean' },
  },
})

if (values.help) {
  console.log(usage)
  process.exit(0)
}

const dataDir = resolve(values.data ?? process.env.PAYDECK_SANDBOX_DATA ?? '.data')
const databaseFile = resolve(dataDir, 'sandbox.sqlite')

/** A command against the database of --data, beside a running sandbox or not; exits when done. */
function runCommand(command: (db: SandboxDatabase) => string | void): never {
  try {
    const db = openDatabase(databaseFile)
    seedDatabase(db)
    const output = command(db)
    // Plain text for scripts (console.log colours a number when colours are forced).
    if (output !== undefined) process.stdout.write(`${output}\n`)
    process.exit(0)
  } catch (error) {
    console.error(`paydeck-sandbox: ${(error as Error).message}`)
    process.exit(1)
  }
}
const usageError = (message: string): never => {
  console.error(`paydeck-sandbox: ${message}\n\n${usage}`)
  process.exit(2)
}

if (positionals[0] === 'send') {
  const kind = positionals[1]
  const merchant = values.merchant
  if ((kind !== 'proposal' && kind !== 'agreement') || !merchant) {
    usageError('send needs proposal or agreement and --merchant EMAIL')
  } else {
    runCommand((db) => String(sendCommercialDocument(db, kind, merchant)))
  }
} else if (positionals[0] === 'reports') {
  const customer = Number(values.customer)
  if (positionals[1] !== 'due-now' || !(customer > 0)) {
    usageError('reports needs due-now and --customer ID')
  } else {
    runCommand((db) => {
      const schedules = reportSchedules(db)
      if (!schedules.makeDue(customer)) throw new Error(`Customer ${customer} has no active automated reports.`)
      return String(schedules.runDue())
    })
  }
} else if (positionals[0] === 'notify') {
  const { user, type } = values
  if (!user || !notificationTypes.includes(type as NotificationType)) {
    usageError('notify needs --user EMAIL and --type with one of the notification types')
  } else {
    runCommand((db) => notifyByEmail(db, user, type as NotificationType))
  }
} else if (positionals[0] === 'sca-code' || positionals[0] === 'sca-uri') {
  const { user } = values
  if (!user) usageError(`${positionals[0]} needs --user EMAIL`)
  else
    runCommand((db) =>
      positionals[0] === 'sca-code'
        ? currentScaCode(db, user, Date.now() + (values.next ? 30_000 : 0))
        : scaUri(db, user),
    )
} else if (positionals[0] === 'audit' && positionals[1] === 'verify') {
  // Read as it is on disk: nothing is migrated or linked before it is checked.
  const verification = verifyAuditTrail(openReader(databaseFile))
  const { broken } = verification
  if (broken) {
    process.stdout.write(
      `Broken: record ${broken.seq} (chain ${broken.chain === 0 ? 'platform' : `tenant ${broken.chain}`}): ${broken.why}.\n`,
    )
    process.exit(1)
  }
  const { records, chains } = verification
  process.stdout.write(`Intact: ${records} records in ${chains} chain${chains === 1 ? '' : 's'}.\n`)
  process.exit(0)
} else if (positionals[0] === 'disputes' && positionals[1] === 'advance') {
  const id = Number(values.id)
  const days = values.days === undefined ? 0 : Number(values.days)
  const to = values.to as AdvanceTarget | undefined
  if (!(id > 0) || !(days >= 0) || (to !== undefined && !advanceTargets.includes(to)) || (!to && !days))
    usageError(`disputes advance needs --id N and --to (${advanceTargets.join(', ')}) or --days D`)
  else
    runCommand((db) => {
      const dispute = disputeNetwork(db).advance(id, { to, days })
      return `Dispute ${dispute.id}: ${dispute.stage}, ${dispute.status}, due by ${dispute.due_by}.`
    })
} else if (positionals[0] === 'audit' && positionals[1] === 'prune') {
  runCommand((db) => `Pruned ${pruneAuditTrail(db)} records.`)
} else if (positionals.length > 0) {
  console.error(`paydeck-sandbox: unknown command ${positionals[0]}\n\n${usage}`)
  process.exit(2)
}

const port = Number(values.port ?? process.env.PAYDECK_SANDBOX_PORT ?? DEFAULT_PORT)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`paydeck-sandbox: --port must be a port number, got ${values.port}`)
  process.exit(2)
}
const transactions = Number(values.transactions ?? DEFAULT_TRANSACTIONS)
const readers = values.readers ?? process.env.PAYDECK_SANDBOX_READERS
if (!Number.isInteger(transactions) || transactions < 0) {
  console.error(`paydeck-sandbox: --transactions must be a whole number, got ${values.transactions}`)
  process.exit(2)
}
const origins = values.origin ?? process.env.PAYDECK_SANDBOX_ORIGINS?.split(',') ?? DEFAULT_CLIENT_ORIGINS
const clock = values.clock ?? process.env.PAYDECK_SANDBOX_CLOCK
if (clock) {
  try {
    fixClock(new Date(clock))
  } catch (error) {
    console.error(`paydeck-sandbox: --clock: ${(error as Error).message}`)
    process.exit(2)
  }
}

const sandbox = createSandbox({
  database: databaseFile,
  publicUrl: `http://localhost:${port}`,
  clientOrigins: origins,
  transactions,
  ...(readers !== undefined && { readers: Number(readers) }),
  contractLog: values['contract-log'],
})

try {
  await sandbox.listen(port)
} catch (error) {
  console.error(`paydeck-sandbox: could not listen on port ${port}: ${(error as Error).message}`)
  process.exit(1)
}

console.log(`Paydeck sandbox at ${sandbox.publicUrl} (API ${sandbox.publicUrl}/v1, OpenID issuer ${sandbox.issuer})`)
console.log(`Database: ${databaseFile}`)
console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`)
for (const account of demoAccounts) console.log(`  ${account.email.padEnd(32)} ${account.description}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0))
  })
}
