import { describe, expect, it, vi } from 'vitest'
import { createUploadQueue, type QueuedFile } from './upload-queue'

const file = (name: string) => new File(['x'], name, { type: 'text/plain' })

describe('upload queue', () => {
  it('uploads one file at a time, in order, with progress', async () => {
    const order: string[] = []
    let active = 0
    let maxActive = 0
    const snapshots: QueuedFile[][] = []
    const finished = vi.fn()
    const queue = createUploadQueue({
      upload: async (f, progress) => {
        active += 1
        maxActive = Math.max(maxActive, active)
        order.push(f.name)
        progress(50)
        await new Promise((resolve) => setTimeout(resolve, 5))
        active -= 1
        return `id-${f.name}`
      },
      onChange: (items) => snapshots.push([...items]),
      onFinished: finished,
    })
    queue.add([file('a.txt'), file('b.txt')])
    queue.add([file('c.txt')])
    await vi.waitFor(() => expect(finished).toHaveBeenCalled())
    expect(order).toEqual(['a.txt', 'b.txt', 'c.txt'])
    expect(maxActive).toBe(1)
    expect(snapshots.some((items) => items[0]?.progress === 50 && items[0].status === 'uploading')).toBe(true)
    expect(queue.items.map((item) => [item.status, item.result])).toEqual([
      ['done', 'id-a.txt'],
      ['done', 'id-b.txt'],
      ['done', 'id-c.txt'],
    ])
  })

  it('reports a failure and goes on with the next file', async () => {
    const errors: string[] = []
    const finished = vi.fn()
    const queue = createUploadQueue({
      upload: async (f) => {
        if (f.name === 'bad.txt') throw new Error('500')
        return f.name
      },
      onChange: () => undefined,
      onError: (f) => errors.push(f.name),
      onFinished: finished,
    })
    queue.add([file('bad.txt'), file('good.txt')])
    await vi.waitFor(() => expect(finished).toHaveBeenCalled())
    expect(errors).toEqual(['bad.txt'])
    expect(queue.items.map((item) => item.status)).toEqual(['failed', 'done'])
  })
})
