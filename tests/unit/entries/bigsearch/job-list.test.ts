// "Your searches": a page of the user's jobs asked of the service each time, a deletion that reads the page
// again (and keeps the service's refusal to show), and how a job's file and status read in the list.

import t from 'tap'
import { createApiClient } from '../../../../shared/api/client.js'
import type { JobListEntry } from '../../../../shared/api/types/bigsearch.js'
import { jobName, jobStatusText } from '../../../../entries/bigsearch/jobs/jobColumns.js'
import { createJobListState } from '../../../../entries/bigsearch/jobs/jobListState.js'

const ID = 'b'.repeat(64)
const entry = (over: Partial<JobListEntry> = {}): JobListEntry => ({
  id: ID,
  fileName: 'case.json',
  status: 'COMPLETE',
  mediaCount: 10,
  mediaProcessed: 10,
  created: '2024-03-07T10:00:00.000Z',
  finished: null,
  leadCount: 3,
  statusText: null,
  ...over,
})

function service(replies: (() => Response)[]) {
  const asked: string[] = []
  const api = createApiClient({
    fetch: async (url, init) => {
      asked.push(`${init?.method ?? 'GET'} ${url}`)
      return (replies.shift() ?? (() => new Response('{}', { status: 500 })))()
    },
    justification: () => '',
    onUnauthorized: () => {},
  })
  return { api, asked }
}

const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const list = (jobs: JobListEntry[]) => json({ success: true, jobs, totalResults: jobs.length })

/** A page of the list as the screen asks for it: no sort, no filters. */
const request = (page: number, resultSize: number) => ({ page, resultSize, sorted: [], filters: {} })

t.test('each showing asks the service for the page anew', async (t) => {
  const { api, asked } = service([list([entry()]), list([])])
  const state = createJobListState(api)
  await state.list.load(request(2, 50))
  const shown = state.list.state.value
  t.equal(shown.kind === 'loaded' && shown.rows.length, 1)
  t.equal(shown.kind === 'loaded' && shown.total, 1)
  await state.list.load(request(2, 50))
  t.same(asked, ['GET /v1/bigsearch/jobs?page=2&resultSize=50', 'GET /v1/bigsearch/jobs?page=2&resultSize=50'])
  t.equal(state.list.state.value.kind === 'loaded' && state.list.state.value.rows.length, 0, 'the second answer is shown, not a kept one')
})

t.test('a failed load is shown with its message', async (t) => {
  const { api } = service([json({ success: false, error: 'The service is busy.' }, 503)])
  const state = createJobListState(api)
  await state.list.load(request(1, 25))
  const shown = state.list.state.value
  t.equal(shown.kind === 'failed' && shown.error, 'The service is busy.')
})

t.test('a deletion calls DELETE, waits under its job, and reads the shown page again', async (t) => {
  const { api, asked } = service([list([entry()]), json({ success: true }), list([])])
  const state = createJobListState(api)
  await state.list.load(request(1, 25))
  const removing = state.remove(ID)
  t.ok(state.deleting.isBusy(ID), 'busy under the job deleted')
  t.equal(await removing, true)
  t.same(asked.slice(1), [`DELETE /v1/bigsearch/jobs/${ID}`, 'GET /v1/bigsearch/jobs?page=1&resultSize=25'])
  t.equal(state.list.state.value.kind === 'loaded' && state.list.state.value.total, 0)
  t.notOk(state.deleting.isBusy())
  t.equal(state.deleting.refusal.value, null)
})

t.test("a refused deletion keeps the service's message until dismissed", async (t) => {
  const { api } = service([list([entry()]), json({ success: false, error: 'Query not found.' }, 404), list([entry()])])
  const state = createJobListState(api)
  await state.list.load(request(1, 25))
  t.equal(await state.remove(ID), false)
  t.equal(state.deleting.refusal.value?.error, 'Query not found.')
  state.deleting.dismissRefusal()
  t.equal(state.deleting.refusal.value, null)
})

t.test('a job reads by its file name, or the start of its id; processing shows how far', async (t) => {
  t.equal(jobName(entry()), 'case.json')
  t.equal(jobName(entry({ fileName: null })), 'b'.repeat(12))
  t.equal(jobStatusText(entry({ status: 'PROCESSING', mediaProcessed: 1234, mediaCount: 5000 })), 'Processing, 1,234 of 5,000')
  t.equal(jobStatusText(entry({ status: 'QUEUED' })), 'Queued')
  t.equal(jobStatusText(entry({ status: 'ERROR', statusText: 'Too large' })), 'Error')
})
