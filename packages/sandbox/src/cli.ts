import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from './db/database'
import { createSandbox, DEFAULT_CLIENT_ORIGINS, DEFAULT_PORT } from './sandbox'
import { sendCommercialDocument } from './seed/commercial-documents'
import { DEMO_PASSWORD, demoAccounts, seedDatabase } from './seed/seed'

const usage = `paydeck-sandbox: a local Paydeck API with a real OpenID provider and database

  --port <n>          port to listen on (default ${DEFAULT_PORT}, or PAYDECK_SANDBOX_PORT)
  --data <dir>        data folder for the database (default ./.data, or PAYDECK_SANDBOX_DATA)
  --origin <url>      an app origin allowed to sign in; repeat for several
                      (default ${DEFAULT_CLIENT_ORIGINS.join(', ')}, or PAYDECK_SANDBOX_ORIGINS, comma-separated)
  --help              this text

paydeck-sandbox send proposal|agreement --merchant EMAIL [--data <dir>]
  a tenant sends the merchant of EMAIL a new proposal or agreement awaiting an answer; prints its id`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    merchant: { type: 'string' },
    port: { type: 'string' },
    data: { type: 'string' },
    origin: { type: 'string', multiple: true },
    help: { type: 'boolean' },
  },
})

if (values.help) {
  console.log(usage)
  process.exit(0)
}

const dataDir = resolve(values.data ?? process.env.PAYDECK_SANDBOX_DATA ?? '.data')
const databaseFile = resolve(dataDir, 'sandbox.sqlite')

if (positionals[0] === 'send') {
  const kind = positionals[1]
  if ((kind !== 'proposal' && kind !== 'agreement') || !values.merchant) {
    console.error(`paydeck-sandbox: send needs proposal or agreement and --merchant EMAIL\n\n${usage}`)
    process.exit(2)
  }
  try {
    const db = openDatabase(databaseFile)
    seedDatabase(db)
    // Plain text for scripts (console.log colours a number when colours are forced).
    process.stdout.write(`${sendCommercialDocument(db, kind, values.merchant)}\n`)
    process.exit(0)
  } catch (error) {
    console.error(`paydeck-sandbox: ${(error as Error).message}`)
    process.exit(1)
  }
} else if (positionals.length > 0) {
  console.error(`paydeck-sandbox: unknown command ${positionals[0]}\n\n${usage}`)
  process.exit(2)
}

const port = Number(values.port ?? process.env.PAYDECK_SANDBOX_PORT ?? DEFAULT_PORT)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`paydeck-sandbox: --port must be a port number, got ${values.port}`)
  process.exit(2)
}
const origins = values.origin ?? process.env.PAYDECK_SANDBOX_ORIGINS?.split(',') ?? DEFAULT_CLIENT_ORIGINS

const sandbox = createSandbox({
  database: databaseFile,
  publicUrl: `http://localhost:${port}`,
  clientOrigins: origins,
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
