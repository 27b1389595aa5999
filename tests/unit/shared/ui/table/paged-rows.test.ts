// A server-paged list's query: it asks the service for the page, size, sort and filters of the request, keeps
// the rows with the reply's total, asks again at every showing unless told to keep pages, and passes on a
// failure's message.

import t from 'tap'
import { CANCELLED, type Cancelable } from '../../../../../shared/api/client.js'
import type { Reply } from '../../../../../shared/api/types/reply.js'
import { createPagedRows, type PageRequest } from '../../../../../shared/ui/table/pagedRows.js'
import { fakeTimers } from '../../fakeTimers.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

interface Job {
  id: string
}
type JobsReply = { jobs: Job[]; totalResults: number }
type Filters = { status: string }

function service(answer: (request: PageRequest<Filters>) => Reply<JobsReply>) {
  const asked: PageRequest<Filters>[] = []
  const fetch = (request: PageRequest<Filters>): Cancelable<Reply<JobsReply>> => {
    asked.push(request)
    return { promise: Promise.resolve(answer(request)), cancel: () => {} }
  }
  return { asked, fetch }
}

const rowsOf = ({ jobs, totalResults }: JobsReply) => ({ rows: jobs, total: totalResults })
const request = (page: number, status = 'all'): PageRequest<Filters> => ({ page, resultSize: 25, sorted: [], filters: { status } })
const page = (request: PageRequest<Filters>): Reply<JobsReply> => ({ success: true, jobs: [{ id: `${request.filters.status}-${request.page}` }], totalResults: 60 })

t.test('a page is asked for as requested and shown with the total', async (t) => {
  const { asked, fetch } = service(page)
  const jobs = createPagedRows({ fetch, rowsOf })
  await jobs.load(request(2, 'failed'))
  t.same(asked, [request(2, 'failed')])
  t.match(jobs.state.value, { kind: 'loaded', rows: [{ id: 'failed-2' }], total: 60 })
})

t.test('every showing asks again unless pages are kept', async (t) => {
  const fresh = service(page)
  const live = createPagedRows({ fetch: fresh.fetch, rowsOf })
  await live.load(request(1))
  await live.load(request(2))
  await live.load(request(1))
  t.equal(fresh.asked.length, 3, 'nothing kept')

  const kept = service(page)
  const still = createPagedRows({ fetch: kept.fetch, rowsOf, pagesKept: 5 })
  await still.load(request(1))
  await still.load(request(2))
  await still.load(request(1))
  t.equal(kept.asked.length, 2, 'page 1 shown again from memory')
  await still.load(request(1), true)
  t.equal(kept.asked.length, 3, 'a reload asks afresh')
})

t.test('the same page with other filters or another sort is another request', async (t) => {
  const { asked, fetch } = service(page)
  const jobs = createPagedRows({ fetch, rowsOf, pagesKept: 5 })
  await jobs.load(request(1))
  await jobs.load(request(1, 'failed'))
  await jobs.load({ ...request(1), sorted: [{ id: 'created', desc: true }] })
  t.equal(asked.length, 3)
})

t.test("a refusal shows as failed, with the service's words passed on", async (t) => {
  const told: string[] = []
  const { fetch } = service(() => ({ success: false, error: 'Invalid page number.', field: 'page', status: 400 }))
  const jobs = createPagedRows({ fetch, rowsOf, onFailure: (error) => told.push(error) })
  await jobs.load(request(9))
  t.match(jobs.state.value, { kind: 'failed', error: 'Invalid page number.' })
  t.same(told, ['Invalid page number.'])
})

t.test('a page left behind before its reply is not shown', async (t) => {
  let release: (reply: Reply<JobsReply>) => void = () => {}
  let calls = 0
  const jobs = createPagedRows<Filters, JobsReply, Job>({
    fetch: (r) => {
      calls += 1
      if (calls === 1) return { promise: new Promise((resolve) => (release = resolve)), cancel: () => release(CANCELLED as never) }
      return { promise: Promise.resolve(page(r)), cancel: () => {} }
    },
    rowsOf,
  })
  const first = jobs.load(request(1))
  await jobs.load(request(2))
  await first
  t.match(jobs.state.value, { kind: 'loaded', rows: [{ id: 'all-2' }] })
})

t.test('a reload asks for the page last asked for again, and nothing before any', async (t) => {
  const { asked, fetch } = service(page)
  const jobs = createPagedRows({ fetch, rowsOf, pagesKept: 5 })
  await jobs.reload()
  t.equal(asked.length, 0, 'no page yet')
  await jobs.load(request(1))
  await jobs.load(request(3, 'failed'))
  await jobs.reload()
  t.same(asked, [request(1), request(3, 'failed'), request(3, 'failed')])
})

t.test('a polled list asks for the shown page again while its rows say so, and stops when they do not or when left', async (t) => {
  const timers = fakeTimers()
  let running = true
  const { asked, fetch } = service((request) => ({ success: true, jobs: [{ id: `${running ? 'running' : 'done'}-${request.page}` }], totalResults: 60 }))
  const jobs = createPagedRows({ fetch, rowsOf, poll: { intervalMs: 3000, while: ({ rows }) => rows.some((row) => row.id.startsWith('running')), timers } })
  /** Runs the rounds set so far, as their time comes, and forgets them. */
  const fire = () => {
    for (const [id, round] of [...timers.pending]) {
      timers.pending.delete(id)
      round.fn()
    }
  }
  await jobs.load(request(2))
  await settle()
  t.equal(asked.length, 1)
  t.same([...timers.pending.values()].map((p) => p.ms), [3000], 'a round is set while a job runs')
  fire()
  await settle()
  t.same(asked.map((r) => r.page), [2, 2], 'the shown page is asked again')
  running = false
  fire()
  await settle()
  t.match(jobs.state.value, { kind: 'loaded', rows: [{ id: 'done-2' }] })
  t.equal(timers.pending.size, 0, 'no round is set once no job runs')
  running = true
  await jobs.reload()
  await settle()
  t.equal(timers.pending.size, 1, 'a reload while a job runs polls again')
  jobs.stop()
  t.equal(timers.pending.size, 0, 'leaving the screen leaves no timer behind')
})
