// pnpm contract [log]: checks the calls the end-to-end suite made (the sandbox's --contract-log) against the
// OpenAPI document of @paydeck/core. Fails on any call the document does not describe or any answer it does not allow.
import { readFileSync } from 'node:fs'
import { openApiDocument } from '@paydeck/core/openapi'
import { checkContract, type Exchange } from './contract'

const log = process.argv[2] ?? '.data/e2e/contract.jsonl'
const exchanges = readFileSync(log, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Exchange)
const report = checkContract(openApiDocument(), exchanges)
console.log(
  `Contract: ${report.exchanges} calls checked, reaching ${report.covered.size} of the document's ${report.operations} operations.`,
)
if (report.exchanges === 0) {
  console.error(`No calls in ${log}: run the end-to-end suite first.`)
  process.exit(1)
}
if (report.problems.length) {
  console.error(`${report.problems.length} differences from the document:`)
  for (const problem of report.problems) console.error(`  ${problem}`)
  process.exit(1)
}
