import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { hasWords } from '../words/sandbox-words'
import { reports as reportCatalogue } from '../reports/catalogue'

describe('in-app notifications', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const { call } = apiCaller(sandbox, 'http://localhost:4000')
  type Page = {
    data: { id: number; isRead: boolean; created: string; objectUrl: string }[]
    unreadNotificationCount: number
  }
  const page = async (email: string, query = 'pageIndex=0&pageSize=10') =>
    (await (await call(email, `v1/api/in-app-notifications?${query}`)).json()) as Page

  it('pages each user’s history of the last 30 days newest first, and counts no older one', async () => {
    const first = await page('merchant@sandbox.test')
    expect(first.data).toHaveLength(10)
    const all = await page('merchant@sandbox.test', 'pageIndex=0&pageSize=100')
    const created = all.data.map((item) => item.created)
    expect(created).toEqual([...created].sort().reverse())
    // The seeded history reaches 45 days back; the list says "the last 30 days", and shows no more.
    expect(Date.now() - Date.parse(created.at(-1)!)).toBeLessThan(30 * 86_400_000)
    expect(Date.now() - Date.parse(created.at(-1)!)).toBeGreaterThan(20 * 86_400_000)
    expect(all.unreadNotificationCount).toBe(all.data.filter((item) => !item.isRead).length)
    expect((await page('merchant@sandbox.test', 'pageIndex=9&pageSize=10')).data).toEqual([])
  })

  it('words each notification in the language the request asks for', async () => {
    const words = async (language: string) =>
      (
        (await (
          await call('tenant@sandbox.test', 'v1/api/in-app-notifications?pageIndex=0&pageSize=100', {
            headers: { 'Accept-Language': language },
          })
        ).json()) as { data: { title: string; notificationType: string }[] }
      ).data.filter((item) => item.notificationType === 'Task')
    expect((await words('en-GB,en;q=0.9')).map((item) => item.title)).toEqual(['Task assigned to you'])
    expect((await words('tr-TR,tr;q=0.9,en;q=0.8')).map((item) => item.title)).toEqual(['Size bir görev atandı'])
    // A language the sandbox does not speak reads English; the weights decide between two it does.
    expect((await words('de')).map((item) => item.title)).toEqual(['Task assigned to you'])
    expect((await words('en;q=0.5,tr;q=0.8')).map((item) => item.title)).toEqual(['Size bir görev atandı'])
  })

  it("words a report's title in Turkish, every report the sandbox makes included", async () => {
    const reports = (
      (await (
        await call('tenant@sandbox.test', 'v1/api/in-app-notifications?pageIndex=0&pageSize=100', {
          headers: { 'Accept-Language': 'tr' },
        })
      ).json()) as { data: { title: string; description: string; notificationType: string }[] }
    ).data.filter((item) => item.notificationType === 'ReportGenerated')
    expect(reports.map((item) => item.description)).toContain('Teklifler ve sözleşmeler, Ücret türleri')
    expect(reports.map((item) => item.title)).toContain('Teklifler ve sözleşmeler raporu hazır')
    for (const report of reportCatalogue) {
      const { title } = report.definition({ db: sandbox.db, scope: { kind: 'tenant', mode: 'Live', tenantId: 1 } })
      expect([title, hasWords(title)]).toEqual([title, true])
    }
  })

  it('answers the poll with what is newer than the newest held', async () => {
    const [newest] = (await page('tenant@sandbox.test')).data
    expect((await page('tenant@sandbox.test', `pageIndex=0&pageSize=10&newerThan=${newest!.created}`)).data).toEqual([])
  })

  it('marks read and deletes only the caller’s own, keeping the unread count', async () => {
    const before = await page('merchant@sandbox.test')
    const unread = before.data.find((item) => !item.isRead)!
    expect(
      await (
        await call('tenant@sandbox.test', `v1/api/in-app-notifications/mark-as-read/${unread.id}`, { method: 'PUT' })
      ).json(),
    ).toMatchObject({ status: 404, detail: `There is no notification ${unread.id}.` })
    const marked = await call('merchant@sandbox.test', `v1/api/in-app-notifications/mark-as-read/${unread.id}`, {
      method: 'PUT',
    })
    expect(await marked.json()).toEqual({ result: 'success' })
    expect((await page('merchant@sandbox.test')).unreadNotificationCount).toBe(before.unreadNotificationCount - 1)
    await call('merchant@sandbox.test', 'v1/api/in-app-notifications/mark-as-read', { method: 'POST' })
    expect((await page('merchant@sandbox.test')).unreadNotificationCount).toBe(0)
    await call('merchant@sandbox.test', 'v1/api/in-app-notifications', { method: 'DELETE' })
    expect((await page('merchant@sandbox.test')).data).toEqual([])
    expect((await page('tenant@sandbox.test')).data.length).toBeGreaterThan(0)
  })

  it('clamps a page out of range as every list does, and refuses a date that is none', async () => {
    const first = await (await call('tenant@sandbox.test', 'v1/api/in-app-notifications?pageIndex=0&pageSize=2')).json()
    const clamped = await call('tenant@sandbox.test', 'v1/api/in-app-notifications?pageIndex=-1&pageSize=2')
    expect(clamped.status).toBe(200)
    expect(await clamped.json()).toEqual(first)
    const many = await (await call('tenant@sandbox.test', 'v1/api/in-app-notifications?pageSize=5000')).json()
    expect(many.data.length).toBeLessThanOrEqual(100)
    const response = await call('tenant@sandbox.test', 'v1/api/in-app-notifications?newerThan=yesterday')
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ newerThan: ['newerThan must be an ISO date.'] })
  })

  it('serves a generated report’s CSV to its owner only', async () => {
    const reports = (await page('tenant@sandbox.test', 'pageIndex=0&pageSize=100')).data.find((item) =>
      item.objectUrl.includes(','),
    )!
    const [first] = reports.objectUrl.split(',')
    const csv = await call('tenant@sandbox.test', `reporting/reports/${first}`)
    expect(csv.headers.get('Content-Type')).toContain('text/csv')
    expect((await csv.text()).split('\n')[0]).toBe('id,kind,version,status,created,merchant')
    expect((await call('agent@sandbox.test', `reporting/reports/${first}`)).status).toBe(404)
  })
})
