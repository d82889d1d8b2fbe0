import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createSandbox, DEFAULT_CLIENT_ORIGINS, DEFAULT_PORT } from './sandbox'
import { DEMO_PASSWORD, demoAccounts } from './seed/seed'

const usage = `paydeck-sandbox: a local Paydeck API with a real OpenID provider and database

  --port <n>          port to listen on (default ${DEFAULT_PORT}, or PAYDECK_SANDBOX_PORT)
  --data <dir>        data folder for the database (default ./.data, or PAYDECK_SANDBOX_DATA)
  --origin <url>      an app origin allowed to sign in; repeat for several
                      (default ${DEFAULT_CLIENT_ORIGINS.join(', ')}, or PAYDECK_SANDBOX_ORIGINS, comma-separated)
  --help              this text`

const { values } = parseArgs({
  options: {
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

const port = Number(values.port ?? process.env.PAYDECK_SANDBOX_PORT ?? DEFAULT_PORT)
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`paydeck-sandbox: --port must be a port number, got ${values.port}`)
  process.exit(2)
}
const dataDir = resolve(values.data ?? process.env.PAYDECK_SANDBOX_DATA ?? '.data')
const origins = values.origin ?? process.env.PAYDECK_SANDBOX_ORIGINS?.split(',') ?? DEFAULT_CLIENT_ORIGINS

const sandbox = createSandbox({
  database: resolve(dataDir, 'sandbox.sqlite'),
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
console.log(`Database: ${resolve(dataDir, 'sandbox.sqlite')}`)
console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`)
for (const account of demoAccounts) console.log(`  ${account.email.padEnd(32)} ${account.description}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0))
  })
}
