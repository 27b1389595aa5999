// A bulk call on applications answered per id (spec-3 §4): which ids were done and which refused and why,
// the messages naming them, the list after, the selection kept for the refused, and the delete question.

import t from 'tap'
import {
  afterBulk,
  bulkOutcome,
  deleteQuestion,
  doneMessage,
  failedMessage,
  NO_RESULT,
  selectionAfter,
} from '../../../../entries/admin/applications/bulkResults.js'
import type { Application } from '../../../../shared/api/types/applications.js'

const app = (id: number, state: Application['state'], name = `Tool ${id}`): Application => ({
  id,
  version: 1,
  name,
  description: 'A tool.',
  callbackURL: 'https://tool.example/cb',
  postLogoutRedirectUri: null,
  clientId: `client-${id}`,
  creator: { email: 'maker@agency.example', organization: 'Agency' },
  createdDate: '2031-01-01T00:00:00.000Z',
  approvedBy: null,
  state,
})

t.test('each id asked for is done or refused with its reason; an id the reply skips is refused', async (t) => {
  const outcome = bulkOutcome([1, 2, 3, 2], {
    success: true,
    results: { 1: { success: true }, 2: { success: false, error: 'This application is already approved.' } },
  })
  t.same(outcome, {
    done: [1],
    failed: [
      { id: 2, error: 'This application is already approved.' },
      { id: 3, error: NO_RESULT },
    ],
  })
})

t.test('a call that failed as a whole refused every id with its message', async (t) => {
  t.same(bulkOutcome([4, 5], { success: false, error: 'Permission Denied.', status: 403 }), {
    done: [],
    failed: [
      { id: 4, error: 'Permission Denied.' },
      { id: 5, error: 'Permission Denied.' },
    ],
  })
})

t.test('the messages count what was done and name each refusal', async (t) => {
  const outcome = { done: [1, 2], failed: [{ id: 7, error: 'This application could not be found.' }, { id: 3, error: 'This application is already active.' }] }
  t.equal(doneMessage('activate', outcome), 'Activated 2 applications.')
  t.equal(doneMessage('delete', { done: [1], failed: [] }), 'Deleted 1 application.')
  t.equal(doneMessage('approve', { done: [], failed: [] }), null)
  t.equal(
    failedMessage('activate', outcome, (id) => (id === 3 ? 'Case tool' : undefined)),
    '2 applications could not be activated: id 7: This application could not be found.; Case tool (id 3): This application is already active.',
  )
  t.equal(failedMessage('deactivate', { done: [1], failed: [] }, () => undefined), null)
})

t.test('the list after: approved and activated are active, deactivated inactive, deleted gone', async (t) => {
  const list = [app(1, 'pending'), app(2, 'inactive'), app(3, 'active')]
  const approved = afterBulk(list, 'approve', [1], 'admin@agency.example')
  t.same(approved[0], { ...list[0], state: 'active', approvedBy: { email: 'admin@agency.example' } })
  t.equal(approved[1], list[1], 'the others are left as they were')
  t.equal(afterBulk(list, 'activate', [2], null)[1]?.state, 'active')
  t.equal(afterBulk(list, 'deactivate', [3], null)[2]?.state, 'inactive')
  t.same(afterBulk(list, 'delete', [1, 3], null).map((a) => a.id), [2])
})

t.test('the refused ids that are still listed stay selected; the done ones do not', async (t) => {
  const outcome = { done: [1], failed: [{ id: 2, error: 'x' }, { id: 9, error: 'gone' }] }
  t.same([...selectionAfter(outcome, (id) => id !== 9)], [2])
})

t.test('a delete asks, naming how many', async (t) => {
  t.match(deleteQuestion(1), /^Delete 1 application\? Users can no longer sign in through it/)
  t.match(deleteQuestion(3), /^Delete 3 applications\? Users can no longer sign in through them/)
})
