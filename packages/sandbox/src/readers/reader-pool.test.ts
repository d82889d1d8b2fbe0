import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSandbox, listeningUrl } from '../sandbox'

// The sandbox listening on a database file, its reads answered by two reader threads, over real HTTP.
describe('reads answered by reader threads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-readers-'))
  const sandbox = createSandbox({ database: join(dir, 'book.sqlite'), transactions: 2_000, readers: 2 })
  let base = ''
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    base = listeningUrl(await sandbox.listen(0, '127.0.0.1'))
    tokens.tenant = await sandbox.issueAccessToken('tenant@sandbox.test')
    tokens.merchant = await sandbox.issueAccessToken('merchant@sandbox.test')
  }, 60_000)
  afterAll(async () => {
    await sandbox.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const headers = (who: string) => ({ Authorization: `Bearer ${tokens[who]}`, Mode: 'Live' })

  it('answers a read as the sandbox itself does, many at once', async () => {
    const path = '/v1/api/crm/transactions?PageSize=50&sortBy=amount'
    const own = await (
      await sandbox.fetch(new Request(`http://localhost${path}`, { headers: headers('tenant') }))
    ).json()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${base}${path}`, { headers: headers('tenant') })),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain('application/json')
      expect(await answer.json()).toEqual(own)
    }
    expect(sandbox.readerAnswers()).toBeGreaterThanOrEqual(20)
  })

  it('streams a long answer whole, and refuses as the sandbox does', async () => {
    const csv = await fetch(`${base}/v1/api/crm/transactions/csv?timeZone=UTC`, { headers: headers('tenant') })
    expect(csv.status).toBe(200)
    const lines = (await csv.text()).trim().split('\n')
    const count = sandbox.db
      .prepare("SELECT COUNT(*) AS n FROM transactions WHERE mode = 'Live' AND tenant_id = 1")
      .get() as { n: number }
    expect(lines.length - 1).toBe(count.n)
    const unsigned = await fetch(`${base}/v1/api/crm/transactions`)
    expect(unsigned.status).toBe(401)
    expect(unsigned.headers.get('content-type')).toContain('application/problem+json')
  })

  it('keeps answering when clients leave in the middle of long answers', async () => {
    for (let left = 0; left < 6; left++) {
      const leaving = new AbortController()
      const csv = await fetch(`${base}/v1/api/crm/transactions/csv?timeZone=UTC`, {
        headers: headers('tenant'),
        signal: leaving.signal,
      })
      await csv.body!.getReader().read()
      leaving.abort()
    }
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${base}/v1/api/crm/transactions?PageSize=5`, { headers: headers('tenant') }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
  })

  it('reads what was written a moment before, on the sandbox’s own thread', async () => {
    const before = await (await fetch(`${base}/v1/api/in-app-notifications`, { headers: headers('merchant') })).json()
    const unread = (before.data as { id: number; isRead: boolean }[]).find((each) => !each.isRead)
    expect(unread).toBeDefined()
    const marked = await fetch(`${base}/v1/api/in-app-notifications/mark-as-read/${unread!.id}`, {
      method: 'PUT',
      headers: headers('merchant'),
    })
    expect(marked.ok).toBe(true)
    const after = await (await fetch(`${base}/v1/api/in-app-notifications`, { headers: headers('merchant') })).json()
    expect((after.data as { id: number; isRead: boolean }[]).find((each) => each.id === unread!.id)?.isRead).toBe(true)
    // The write was the sandbox's thread's; both reads a reader's.
    const answered = sandbox.readerAnswers()
    await fetch(`${base}/v1/api/in-app-notifications`, { headers: headers('merchant') })
    expect(sandbox.readerAnswers()).toBe(answered + 1)
  })

  it('hands a read that writes to the sandbox’s thread without logging a failure', async () => {
    // An organisation's first read of its labels creates the three defaults: a reader's connection refuses the write.
    const logged = vi.spyOn(process.stderr, 'write')
    try {
      const labels = await fetch(`${base}/v1/support/labels`, { headers: headers('merchant') })
      expect(labels.status).toBe(200)
      expect(((await labels.json()) as unknown[]).length).toBe(3)
      await new Promise((resolve) => setImmediate(resolve))
      expect(logged.mock.calls.map(([text]) => String(text)).join('')).not.toMatch(/SQLITE_READONLY|failed/)
    } finally {
      logged.mockRestore()
    }
  })
})
